import XCTest

@testable import WebViewKit

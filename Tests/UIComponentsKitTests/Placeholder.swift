import XCTest

@testable import UIComponentsKit

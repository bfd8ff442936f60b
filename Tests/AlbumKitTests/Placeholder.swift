import XCTest

@testable import AlbumKit

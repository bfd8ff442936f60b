import XCTest

@testable import MapFeatureKit

import XCTest

@testable import FeaturesKit

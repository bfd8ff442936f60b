import XCTest

final class DemoTests: XCTestCase {
    func testNothing() {}
}

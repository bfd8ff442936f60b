import AppCore
import XCTest

final class BackgroundTripsTests: XCTestCase {
    func testARequestThatStayedInTheForegroundDidNotSpanATrip() {
        let trips = BackgroundTrips()
        XCTAssertFalse(trips.spannedTrip(since: trips.mark))
    }

    func testARequestDuringWhichTheAppLeftAndCameBackSpannedATrip() {
        var trips = BackgroundTrips()
        let mark = trips.mark
        trips.enteredBackground()
        trips.returnedToForeground()
        XCTAssertTrue(trips.spannedTrip(since: mark))
        XCTAssertFalse(trips.spannedTrip(since: trips.mark), "a request started after the trip did not span it")
    }

    func testWhileAwayEveryRequestSpansATrip() {
        var trips = BackgroundTrips()
        trips.enteredBackground()
        XCTAssertTrue(trips.spannedTrip(since: trips.mark))
        XCTAssertTrue(trips.isInBackground)
    }

    func testARepeatedBackgroundEventCountsOneTrip() {
        var trips = BackgroundTrips()
        trips.enteredBackground()
        trips.enteredBackground()
        XCTAssertEqual(trips.trips, 1)
    }
}

import AppCore
import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ProductosKit

/// One thing that happens around the screen's live rates, for random sequences. A result goes to the
/// request in flight at `slot` (modulo how many are out), so results could arrive in any order.
/// Una cosa que pasa alrededor de los tipos en vivo, para secuencias al azar. Un resultado va a la
/// petición en curso número `slot` (módulo cuántas hay), así podrían llegar en cualquier orden.
enum RatesStep: Equatable, Sendable, CustomStringConvertible {
    /// Time passes (seconds); the screen's retry timer fires when its time comes.
    /// Pasa el tiempo (segundos); el temporizador de reintento de la pantalla suena a su hora.
    case wait(TimeInterval)
    /// The screen appears. / La pantalla aparece.
    case launch
    case foreground
    case background
    /// The network monitor reports. / El monitor de red avisa.
    case network(reachable: Bool)
    /// The service answers; `valid` false: rates the validator rejects. / El servicio responde.
    case answer(valid: Bool, slot: Int)
    /// The request fails. / La petición falla.
    case fail(HTTPError, slot: Int)

    /// Every step the generator picks from; the first is the most harmless (what shrinking tends to).
    /// Cada paso que elige el generador; el primero es el más inofensivo (hacia él reduce el shrinking).
    static let all: [RatesStep] =
        [1, 4, 5, 20, 29, 30, 61, 299, 300, 3599, 3600, 7200].map { .wait($0) }
        + [.launch, .foreground, .foreground, .background, .background]
        + [.network(reachable: true), .network(reachable: true), .network(reachable: false)]
        + [0, 1].flatMap { slot in
            [.answer(valid: true, slot: slot), .answer(valid: false, slot: slot)]
                + [HTTPError.connectionLost, .connectionLost, .timedOut, .offline, .status(503), .unreachable]
                .map { .fail($0, slot: slot) }
        }

    static let sequences = Gen.int(in: 0...(all.count - 1)).map { all[$0] }.array(of: 1...60)

    var description: String {
        switch self {
        case .wait(let seconds): return "wait \(Int(seconds))s"
        case .launch: return "launch"
        case .foreground: return "foreground"
        case .background: return "background"
        case .network(let reachable): return reachable ? "network up" : "network down"
        case .answer(let valid, let slot): return (valid ? "answer" : "answer rejected") + " #\(slot)"
        case .fail(let error, let slot): return "fail \(error) #\(slot)"
        }
    }
}

/// The world the interactor lives in: a clock, the app's place, and a client whose requests wait until
/// the sequence ends them. It records every break of the rule's promises as it happens.
/// El mundo del interactor: un reloj, dónde está la app, y un cliente cuyas peticiones esperan a que la
/// secuencia las termine. Anota cada promesa rota de la regla en cuanto pasa.
final class RatesWorld: LiveRatesFetching {
    private struct Flight {
        let startedAt: Date
        let trips: Int
        let completion: (Result<ExchangeRates, HTTPError>) -> Void
    }

    /// How the last request that ended did. / Cómo le fue a la última petición que terminó.
    private enum End {
        case answered
        case failed(startedAt: Date, spannedTrip: Bool)
    }

    private(set) var now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private(set) var violations: [String] = []
    /// What the sequences saw happen, and the rule's state cases they reached, so the checks are
    /// never vacuous. / Lo que vieron pasar las secuencias y los casos del estado que alcanzaron.
    private(set) var seen = ReachedCases<RatesOutcomeSeen>()
    private(set) var reached = ReachedCases<RatesStateCase>()
    /// When the screen's retry timer fires (nil: none set). / Cuándo suena el temporizador de la pantalla.
    private var timerDue: Date?
    /// A hidden cut in the foreground, when it ended and how many requests there were then: the user
    /// staying on the screen must see it asked again within `cutRetryDelay`.
    /// Un corte oculto en primer plano, cuándo terminó y cuántas peticiones había: si el usuario sigue
    /// en la pantalla, debe pedirse otra vez dentro de `cutRetryDelay`.
    private var unaskedCut: (endedAt: Date, requests: Int)?
    private var inBackground = false
    private var trips = 0
    private var flights: [Flight] = []
    private var requests = 0
    private var reported: RateUpdate?
    private var lastEnd: End?
    private var lastAnswerStart: Date?
    private var failedSinceAnswer = false
    private var lastCountedFailureWasHidden = false
    private let live: ExchangeRates
    private let rejected: ExchangeRates
    private var interactor: ProductosInteractor!

    init(bundled: Result<ExchangeRates, RatesParseError>, live: ExchangeRates, rejected: ExchangeRates) {
        self.live = live
        self.rejected = rejected
        interactor = ProductosInteractor(bundledRates: bundled, fetcher: self, now: { [unowned self] in self.now })
    }

    func fetchLatestRates(completion: @escaping (Result<ExchangeRates, HTTPError>) -> Void) {
        requests += 1
        if !flights.isEmpty { violations.append("two requests in flight") }
        if inBackground { violations.append("a request started in the background") }
        if let answered = lastAnswerStart, !failedSinceAnswer,
            now.timeIntervalSince(answered) < RatesRefreshPolicy.foregroundInterval
        {
            violations.append("asked again within the hour of an answer")
        }
        flights.append(Flight(startedAt: now, trips: trips, completion: completion))
        if requests > 1 { seen.record(.askedAgain) }
        if timerDue.map({ now >= $0 }) == true { seen.record(.askedByTheTimer) }
    }

    /// Plays `step`, then checks what must hold after every step.
    /// Juega `step` y luego revisa lo que debe cumplirse tras cada paso.
    func play(_ step: RatesStep) {
        switch step {
        case .wait(let seconds):
            now += seconds
            fireTheTimerIfDue()
        case .launch: refresh(on: .launch)
        case .foreground: returnToForeground()
        case .background:
            inBackground = true
            trips += 1
            refresh(on: .background)
        case .network(let reachable): refresh(on: .connectivity(reachable: reachable))
        case .answer(let valid, let slot): end(slot, with: .success(valid ? live : rejected))
        case .fail(let error, let slot): end(slot, with: .failure(error))
        }
        if !inBackground, case .failed(_, spannedTrip: true) = lastEnd, flights.count != 1 {
            violations.append("a request cut by a trip was not resent on return")
        }
        if let cut = unaskedCut, requests > cut.requests { unaskedCut = nil }
        if let cut = unaskedCut, !inBackground,
            now.timeIntervalSince(cut.endedAt) >= RatesRefreshPolicy.cutRetryDelay
        {
            violations.append("a hidden cut was not asked again while the user stayed")
        }
        reached.record(RatesStateCase.cases(of: interactor.refreshState))
    }

    private func refresh(on trigger: RatesRefreshTrigger) {
        interactor.refreshRates(on: trigger) { [unowned self] update in
            // The screen's timer (one at a time: a new one replaces it). / El temporizador de la pantalla.
            if case .retry(let seconds) = update {
                self.timerDue = self.now + seconds
            } else {
                self.reported = update
            }
        }
    }

    /// Like the screen's timer: fires once, when its time has come (in the background too: the rule
    /// must ignore it there). / Como el temporizador de la pantalla: suena una vez, a su hora.
    private func fireTheTimerIfDue() {
        guard let due = timerDue, now >= due else { return }
        refresh(on: .retryDue)
        timerDue = nil
    }

    /// A failure never waits an hour: back after the longest back-off, with nothing in flight, asks.
    /// Una falla nunca espera una hora: de vuelta tras la espera más larga, sin nada en curso, se pide.
    private func returnToForeground() {
        inBackground = false
        let (idle, before) = (flights.isEmpty, requests)
        refresh(on: .foreground)
        if case .failed(let startedAt, _) = lastEnd, idle, requests == before,
            now.timeIntervalSince(startedAt) >= RatesRefreshPolicy.maximumBackOff
        {
            violations.append("a failure waited past the longest back-off")
        }
    }

    private func end(_ slot: Int, with result: Result<ExchangeRates, HTTPError>) {
        guard !flights.isEmpty else { return }
        let flight = flights.remove(at: slot % flights.count)
        let spannedTrip = inBackground || flight.trips != trips
        reported = nil
        let requestsBefore = requests
        flight.completion(result)
        switch result {
        case .success:
            if reported == nil || reported == .interrupted { violations.append("an answer was not shown") }
            seen.record(reported == .live(live) ? .live : .rejected)
            lastEnd = .answered
            lastAnswerStart = flight.startedAt
            failedSinceAnswer = false
            lastCountedFailureWasHidden = false
        case .failure:
            let hidden = reported == .interrupted
            if reported == nil { violations.append("a failure was not reported") }
            seen.record(hidden ? (spannedTrip ? .hiddenAfterATrip : .hiddenCut) : .shownFailure)
            if hidden && !spannedTrip { unaskedCut = (now, requestsBefore) }
            if spannedTrip && !hidden { violations.append("a failure of a request that spanned a trip was shown") }
            if !spannedTrip {
                if hidden && lastCountedFailureWasHidden { violations.append("two failures in a row were hidden") }
                lastCountedFailureWasHidden = hidden
            }
            lastEnd = .failed(startedAt: flight.startedAt, spannedTrip: spannedTrip)
            failedSinceAnswer = true
        }
    }
}

/// What the sequences must see happen at least once. / Lo que las secuencias deben ver pasar alguna vez.
enum RatesOutcomeSeen: CaseIterable {
    case askedAgain, askedByTheTimer, live, rejected, shownFailure, hiddenCut, hiddenAfterATrip
}

/// The cases of `RatesRefreshState`, one per case of each of its enums (and where the app is).
/// Los casos de `RatesRefreshState`, uno por caso de cada uno de sus enums (y dónde está la app).
enum RatesStateCase: CaseIterable {
    case idleNeverAsked, idleAnswered, idleFailedError, idleFailedCut
    case nextReturnByTheRule, nextReturnAtOnce, nextReturnRetryAt
    case requestingOnEndNothing, requestingOnEndPathChanged, requestingOnEndReturned
    case networkUnknown, networkReachable, networkUnreachable
    case inForeground, inBackground

    /// The cases `state` is in (exhaustive: a new case must be named here).
    /// Los casos en que está `state` (exhaustivo: un caso nuevo debe nombrarse aquí).
    static func cases(of state: RatesRefreshState) -> [RatesStateCase] {
        var cases: [RatesStateCase] = [state.trips.isInBackground ? .inBackground : .inForeground]
        switch state.network {
        case .unknown: cases.append(.networkUnknown)
        case .reachable: cases.append(.networkReachable)
        case .unreachable: cases.append(.networkUnreachable)
        }
        switch state.phase {
        case .idle(let last, let nextReturn):
            switch last {
            case .neverAsked: cases.append(.idleNeverAsked)
            case .answered: cases.append(.idleAnswered)
            case .failed(let failure):
                switch failure.kind {
                case .error: cases.append(.idleFailedError)
                case .cut: cases.append(.idleFailedCut)
                }
            }
            switch nextReturn {
            case .byTheRule: cases.append(.nextReturnByTheRule)
            case .atOnce: cases.append(.nextReturnAtOnce)
            case .retry: cases.append(.nextReturnRetryAt)
            }
        case .requesting(let request):
            switch request.onEnd {
            case .nothing: cases.append(.requestingOnEndNothing)
            case .pathChanged: cases.append(.requestingOnEndPathChanged)
            case .returned: cases.append(.requestingOnEndReturned)
            }
        }
        return cases
    }
}

/// Thousands of random sequences of appear, background/foreground, network reports, answers and
/// failures in any order, and time passing, against the interactor with a fake clock and client. After
/// every step: never two requests in flight; none started in the background; after an answer, none
/// again within the hour unless something failed; a failure never waits past the longest back-off
/// (5 min, far from an hour); an answer is always shown; a failure of a request that spanned a trip to
/// the background is never shown and is resent on return; two failures in a row are never both hidden
/// (the third -1005 of a series is shown); a hidden cut with the user on the screen is asked again
/// within `cutRetryDelay`. Every outcome and every case of the rule's state is reached by some sequence.
/// A failing sequence is shrunk and printed.
/// Miles de secuencias al azar contra el interactor con reloj y cliente falsos; tras cada paso se
/// revisan las promesas de la regla. Una secuencia que falla se reduce y se imprime.
@Suite struct RatesRefreshPropertyTests {
    private let bundled: Result<ExchangeRates, RatesParseError>
    private let live: ExchangeRates
    private let rejected: ExchangeRates

    init() throws {
        bundled = ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData())
        live = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
        rejected = ExchangeRates(
            date: ProductosFixtures.march13, source: .frankfurterLive,
            mxnPerUnit: [.usd: 1_000, .eur: 1_000, .jpy: 1_000, .gbp: 1_000, .cad: 1_000])
    }

    @Test(.shrinking) func theRulesPromisesHoldAfterEveryStep() async {
        var seen = ReachedCases<RatesOutcomeSeen>()
        var reached = ReachedCases<RatesStateCase>()
        await propertyCheck(count: 3_000, input: RatesStep.sequences) { steps in
            let world = RatesWorld(bundled: bundled, live: live, rejected: rejected)
            defer {
                seen.formUnion(world.seen)
                reached.formUnion(world.reached)
            }
            for (index, step) in steps.enumerated() {
                world.play(step)
                if let broken = world.violations.first {
                    Issue.record("step \(index + 1) (\(step)): \(broken)")
                    return
                }
            }
        }
        #expect(seen.neverReached == [])
        #expect(reached.neverReached == [])
    }

    /// The world itself sees a broken promise (or every check above could be vacuous): a second
    /// request while one is out is reported. / El mundo ve una promesa rota: una segunda petición.
    @Test func theWorldSeesTwoRequestsInFlight() {
        let world = RatesWorld(bundled: bundled, live: live, rejected: rejected)
        world.fetchLatestRates { _ in }
        world.fetchLatestRates { _ in }
        #expect(world.violations == ["two requests in flight"])
    }
}

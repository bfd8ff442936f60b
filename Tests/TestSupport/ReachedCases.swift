/// Which cases of a machine's state a property test's random sequences reached, so its invariants are
/// never checked only against the easy states. A test names the cases as a `CaseIterable` enum whose
/// values it derives from the state with an exhaustive `switch` (a new state case then fails to compile
/// until it is named), records them after every step, and ends with
/// `#expect(reached.neverReached == [])`: a case no sequence reached is a generator to widen.
/// Qué casos del estado de una máquina alcanzaron las secuencias al azar de una prueba de propiedades,
/// para que sus invariantes nunca se revisen solo en los estados fáciles. La prueba nombra los casos en
/// un enum `CaseIterable` que deriva del estado con un `switch` exhaustivo, los anota tras cada paso y
/// termina con `#expect(reached.neverReached == [])`: un caso que ninguna secuencia alcanzó pide
/// ampliar el generador.
public struct ReachedCases<Case: CaseIterable & Hashable> {
    public private(set) var reached: Set<Case> = []

    public init() {}

    /// Notes the cases the state is in now. / Anota los casos en que está el estado ahora.
    public mutating func record<Cases: Sequence>(_ cases: Cases) where Cases.Element == Case {
        reached.formUnion(cases)
    }

    public mutating func record(_ reachedCase: Case) {
        reached.insert(reachedCase)
    }

    /// Adds what another run reached (one run per sequence). / Suma lo que alcanzó otra corrida.
    public mutating func formUnion(_ other: ReachedCases) {
        reached.formUnion(other.reached)
    }

    /// The cases no sequence reached, in declaration order; empty when every one was.
    /// Los casos que ninguna secuencia alcanzó, en orden de declaración; vacío si se alcanzaron todos.
    public var neverReached: [Case] {
        Case.allCases.filter { !reached.contains($0) }
    }
}

/// INEGI's 2020 census facts for the 32 states, copied into the tests so they do not depend
/// on the app's `states.json` (which they check) nor on files outside the repository. Source: INEGI,
/// Censo de Población y Vivienda 2020, ITER state rows (field POBTOT, name NOM_ENT), as recorded in
/// `Scripts/data/mx-states.json` (sources in `docs/licenses/estados.md`).
/// Datos del censo 2020 del INEGI de los 32 estados, copiados en las pruebas para no depender del
/// `states.json` de la app (que verifican) ni de archivos fuera del repositorio.
struct INEGIState {
    let key: String
    /// Two-digit INEGI code. / Clave INEGI de dos dígitos.
    let code: String
    /// Official name (NOM_ENT). / Nombre oficial.
    let name: String
    /// Total population on 2020-03-15 (POBTOT). / Población total (POBTOT).
    let population: Int
}

enum INEGICensus2020 {
    /// The national total row of the same table. / La fila del total nacional de la misma tabla.
    static let nationalTotal = 126_014_024

    /// In INEGI code order. / En orden de clave INEGI.
    static let states: [INEGIState] = [
        INEGIState(key: "Aguascalientes", code: "01", name: "Aguascalientes", population: 1_425_607),
        INEGIState(key: "BajaCalifornia", code: "02", name: "Baja California", population: 3_769_020),
        INEGIState(key: "BajaCaliforniaSur", code: "03", name: "Baja California Sur", population: 798_447),
        INEGIState(key: "Campeche", code: "04", name: "Campeche", population: 928_363),
        INEGIState(key: "Coahuila", code: "05", name: "Coahuila de Zaragoza", population: 3_146_771),
        INEGIState(key: "Colima", code: "06", name: "Colima", population: 731_391),
        INEGIState(key: "Chiapas", code: "07", name: "Chiapas", population: 5_543_828),
        INEGIState(key: "Chihuahua", code: "08", name: "Chihuahua", population: 3_741_869),
        INEGIState(key: "CiudadDeMexico", code: "09", name: "Ciudad de México", population: 9_209_944),
        INEGIState(key: "Durango", code: "10", name: "Durango", population: 1_832_650),
        INEGIState(key: "Guanajuato", code: "11", name: "Guanajuato", population: 6_166_934),
        INEGIState(key: "Guerrero", code: "12", name: "Guerrero", population: 3_540_685),
        INEGIState(key: "Hidalgo", code: "13", name: "Hidalgo", population: 3_082_841),
        INEGIState(key: "Jalisco", code: "14", name: "Jalisco", population: 8_348_151),
        INEGIState(key: "EstadoDeMexico", code: "15", name: "México", population: 16_992_418),
        INEGIState(key: "Michoacan", code: "16", name: "Michoacán de Ocampo", population: 4_748_846),
        INEGIState(key: "Morelos", code: "17", name: "Morelos", population: 1_971_520),
        INEGIState(key: "Nayarit", code: "18", name: "Nayarit", population: 1_235_456),
        INEGIState(key: "NuevoLeon", code: "19", name: "Nuevo León", population: 5_784_442),
        INEGIState(key: "Oaxaca", code: "20", name: "Oaxaca", population: 4_132_148),
        INEGIState(key: "Puebla", code: "21", name: "Puebla", population: 6_583_278),
        INEGIState(key: "Queretaro", code: "22", name: "Querétaro", population: 2_368_467),
        INEGIState(key: "QuintanaRoo", code: "23", name: "Quintana Roo", population: 1_857_985),
        INEGIState(key: "SanLuisPotosi", code: "24", name: "San Luis Potosí", population: 2_822_255),
        INEGIState(key: "Sinaloa", code: "25", name: "Sinaloa", population: 3_026_943),
        INEGIState(key: "Sonora", code: "26", name: "Sonora", population: 2_944_840),
        INEGIState(key: "Tabasco", code: "27", name: "Tabasco", population: 2_402_598),
        INEGIState(key: "Tamaulipas", code: "28", name: "Tamaulipas", population: 3_527_735),
        INEGIState(key: "Tlaxcala", code: "29", name: "Tlaxcala", population: 1_342_977),
        INEGIState(key: "Veracruz", code: "30", name: "Veracruz de Ignacio de la Llave", population: 8_062_579),
        INEGIState(key: "Yucatan", code: "31", name: "Yucatán", population: 2_320_898),
        INEGIState(key: "Zacatecas", code: "32", name: "Zacatecas", population: 1_622_138),
    ]
}

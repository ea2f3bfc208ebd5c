extension Duration {
    /// The duration as fractional seconds, the unit of JSON results and error messages.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

// CairoRenderer

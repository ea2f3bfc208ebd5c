print("harness: not yet wired")

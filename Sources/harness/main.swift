print("harness")

print("defaults-probe: placeholder")

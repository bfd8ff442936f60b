print("decode-benchmark: placeholder")

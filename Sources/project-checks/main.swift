print("project-checks: placeholder")

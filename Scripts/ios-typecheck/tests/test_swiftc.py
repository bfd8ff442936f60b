"""Which diagnostics the tool counts. / Qué diagnósticos cuenta la herramienta."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from swiftc import count_ours, diagnostics  # noqa: E402

OUTPUT = """\
/repo/Apps/TestApp/A.swift:3:9: warning: 'keyWindow' was deprecated in iOS 13.0 [#DeprecatedDeclaration]
    let w = UIApplication.shared.keyWindow
        ^
/repo/.build-ios-typecheck/thirdparty/lottie/B.swift:1:1: warning: something in Lottie
/repo/Apps/TestApp/C.swift:10:5: error: 'UIMenu' is only available in iOS 13.0 or newer
<unknown>:0: warning: a flag is deprecated
/repo/Apps/TestApp/C.swift:9:2: note: add 'if #available' version check
"""


class DiagnosticsTests(unittest.TestCase):
    def test_warnings_and_errors_by_file(self):
        self.assertEqual(diagnostics(OUTPUT, "warning"),
                         ["/repo/Apps/TestApp/A.swift", "/repo/.build-ios-typecheck/thirdparty/lottie/B.swift"])
        self.assertEqual(diagnostics(OUTPUT, "error"), ["/repo/Apps/TestApp/C.swift"])

    def test_only_files_of_the_repository_count_not_the_extracted_third_party(self):
        # a warning in our code fails the target; Lottie's (under the work folder) does not
        # un aviso en nuestro código hace fallar el target; uno de Lottie (en la carpeta de trabajo) no
        self.assertEqual(count_ours(OUTPUT, "warning", "/repo", "/repo/.build-ios-typecheck"), 1)
        self.assertEqual(count_ours(OUTPUT, "warning", "/elsewhere", "/repo/.build-ios-typecheck"), 0)
        self.assertEqual(count_ours(OUTPUT, "error", "/repo", "/tmp/work"), 1)


if __name__ == "__main__":
    unittest.main()

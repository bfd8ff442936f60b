"""Third-party sources from a local git repository (made here, no network).
Fuentes de terceros desde un repositorio git local (creado aquí, sin red)."""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from thirdparty import ThirdPartyError, prepare, recognise  # noqa: E402


def git(repo, *args):
    subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", *args],
                   check=True, capture_output=True)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


class ThirdPartyTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.repo = os.path.join(self.tmp.name, "lottie-ios")
        os.makedirs(self.repo)
        git(self.repo, "init", "-q")
        write(os.path.join(self.repo, "lottie-ios.podspec"), "spec")
        write(os.path.join(self.repo, "Sources", "Public", "Animation.swift"), "// 4.4.1\n")
        write(os.path.join(self.repo, "Tests", "T.swift"), "// tests\n")
        os.symlink("Public/Animation.swift", os.path.join(self.repo, "Sources", "Link.swift"))
        git(self.repo, "add", "-A")
        git(self.repo, "commit", "-q", "-m", "4.4.1")
        git(self.repo, "tag", "4.4.1")
        write(os.path.join(self.repo, "Sources", "Public", "Animation.swift"), "// newer\n")
        git(self.repo, "commit", "-q", "-am", "newer")
        self.work = os.path.join(self.tmp.name, "work")

    def tearDown(self):
        self.tmp.cleanup()

    def test_the_pinned_tag_is_extracted_not_the_checkout(self):
        self.assertEqual(recognise(self.repo), "lottie-ios")
        modules, report = prepare([self.repo], {"lottie-ios": "4.4.1"}, self.work)
        folder, flags = modules["Lottie"]
        with open(os.path.join(folder, "Public", "Animation.swift")) as f:
            self.assertEqual(f.read(), "// 4.4.1\n")
        self.assertTrue(os.path.islink(os.path.join(folder, "Link.swift")))
        self.assertFalse(os.path.exists(os.path.join(os.path.dirname(folder), "Tests")))
        self.assertEqual(flags, [])
        self.assertIn("lottie-ios 4.4.1", report[0])

    def test_a_version_without_a_tag_or_an_unknown_folder_is_refused(self):
        with self.assertRaises(ThirdPartyError):
            prepare([self.repo], {"lottie-ios": "9.9.9"}, self.work)
        with self.assertRaises(ThirdPartyError):
            prepare([os.path.join(self.repo, "Sources")], {}, self.work)


if __name__ == "__main__":
    unittest.main()

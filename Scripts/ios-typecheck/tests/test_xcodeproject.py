"""Reading the project file on a fixture. / Lectura del archivo de proyecto con un fixture."""
import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xcodeproject import Project, ProjectError, package_modules  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "Sample")


class ProjectFixture(unittest.TestCase):
    """A copy of the fixture with its project renamed back: it is stored as `Sample.xcodeproj-fixture` so
    tools that look for the repository's only Xcode project never pick it.
    Una copia del fixture con el proyecto renombrado: se guarda como `Sample.xcodeproj-fixture` para
    que las herramientas que buscan el único proyecto del repositorio no lo tomen."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.sample = os.path.join(cls.folder, "Sample")
        shutil.copytree(FIXTURE, cls.sample)
        os.rename(os.path.join(cls.sample, "Sample.xcodeproj-fixture"), os.path.join(cls.sample, "Sample.xcodeproj"))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def setUp(self):
        self.project = Project(os.path.join(self.sample, "Sample.xcodeproj"))
        self.targets = {t.name: t for t in self.project.targets("1600")}

    def relative_files(self, name):
        files, missing = self.project.swift_files(self.targets[name])
        self.assertEqual(missing, [])
        return [os.path.relpath(f, self.sample) for f in files]


class SourcesTests(ProjectFixture):
    def test_synchronized_folders_minus_the_targets_exceptions(self):
        # TestApp owns TestApp/ (Excluded/ is an exception for it) and Shared/; hidden files are out.
        # TestApp posee TestApp/ (Excluded/ es excepción) y Shared/; los archivos ocultos no cuentan.
        self.assertEqual(self.relative_files("TestApp"),
                         ["Shared/Shared.swift", "TestApp/App.swift", "TestApp/Feature/View.swift"])

    def test_an_exception_adds_a_file_from_a_folder_the_target_does_not_own(self):
        self.assertEqual(self.relative_files("Estados"), ["Estados/Main.swift", "Extra/Bonus.swift", "Shared/Shared.swift"])

    def test_unit_tests_read_their_own_folder_and_find_their_host(self):
        self.assertEqual(self.relative_files("TestAppTests"), ["TestAppTests/AppTests.swift"])
        host = self.project.test_host(self.targets["TestAppTests"], self.targets.values())
        self.assertEqual(host.name, "TestApp")
        self.assertTrue(self.targets["TestAppTests"].is_unit_tests and host.is_app)


class TargetSettingsTests(ProjectFixture):
    def test_deployment_target_per_xcode_version(self):
        for major, expected in (("1600", "12.0"), ("2600", "12.0"), ("2700", "15.0"), ("2800", "15.0")):
            targets = {t.name: t for t in self.project.targets(major)}
            self.assertEqual(targets["TestApp"].deployment_target(), expected, major)
            self.assertEqual(targets["TestAppTests"].deployment_target(), expected, major)
            self.assertEqual(targets["Estados"].deployment_target(), "15.0" if expected == "15.0" else "13.0", major)

    def test_module_names_and_compilation_conditions(self):
        self.assertEqual(self.targets["TestApp"].module, "TestApp")
        self.assertEqual(self.targets["Estados"].module, "Estados_App")
        self.assertEqual(self.targets["TestApp"].settings.get("SWIFT_ACTIVE_COMPILATION_CONDITIONS"), "DEBUG BASE")

    def test_unknown_configuration_is_an_error(self):
        with self.assertRaises(ProjectError):
            self.project.targets("1600", configuration="Profile")


class PackageTests(ProjectFixture):
    def test_products_of_local_and_remote_packages(self):
        self.assertEqual(self.project.package_products(self.targets["TestApp"]),
                         [("FeatureKit", "local", os.path.join(self.sample, "Pkg")),
                          ("Lottie", "remote", "https://github.com/airbnb/lottie-ios.git")])
        self.assertEqual(self.project.remote_packages(), {"https://github.com/airbnb/lottie-ios.git": "4.4.1"})

    def test_local_product_maps_to_its_modules_dependencies_first(self):
        with open(os.path.join(self.sample, "Pkg", "describe.json")) as f:
            describe = json.load(f)
        modules = package_modules(describe, "FeatureKit")
        self.assertEqual([m["name"] for m in modules], ["AppCore", "Util", "FeatureKit"])
        self.assertEqual(modules[0]["sources"], ["PKG/Sources/AppCore/A.swift", "PKG/Sources/AppCore/B.swift"])
        with self.assertRaises(ProjectError):
            package_modules(describe, "NoSuchKit")


if __name__ == "__main__":
    unittest.main()

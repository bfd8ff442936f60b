"""Build-setting evaluation on fixtures. / Evaluación de ajustes de compilación con fixtures."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from buildsettings import Settings, XcconfigError, read_xcconfig, xcode_version_major  # noqa: E402

CONFIG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "Sample", "Config")


def app_settings(app, xcode, target_settings=None, project_settings=None):
    """The layers Xcode uses for an app target whose base configuration is Config/<app>.xcconfig."""
    return Settings([target_settings or {}, read_xcconfig(os.path.join(CONFIG, f"{app}.xcconfig")),
                     project_settings or {}, read_xcconfig(os.path.join(CONFIG, "Base.xcconfig"))],
                    {"XCODE_VERSION_MAJOR": xcode_version_major(xcode)})


class DeploymentTargetTests(unittest.TestCase):
    # The nested names of Config/Deployment.xcconfig pick the documents' floor on Xcode 16 and 26.
    # Los nombres anidados eligen el piso de los documentos en Xcode 16 y 26.
    def test_documents_floor_on_xcode_16_and_26(self):
        for xcode in ("16", "16.4", "26"):
            self.assertEqual(app_settings("TestApp", xcode).get("IPHONEOS_DEPLOYMENT_TARGET"), "12.0", xcode)
            self.assertEqual(app_settings("Estados", xcode).get("IPHONEOS_DEPLOYMENT_TARGET"), "13.0", xcode)

    # Xcode 27 and any version not yet released get the raised floor.
    # Xcode 27 y cualquier versión futura reciben el piso elevado.
    def test_raised_floor_on_xcode_27_and_later(self):
        for xcode in ("27", "28", "100"):
            self.assertEqual(app_settings("TestApp", xcode).get("IPHONEOS_DEPLOYMENT_TARGET"), "15.0", xcode)
            self.assertEqual(app_settings("Estados", xcode).get("IPHONEOS_DEPLOYMENT_TARGET"), "15.0", xcode)

    def test_xcode_version_major(self):
        self.assertEqual([xcode_version_major(v) for v in ("16", "16.3", "27", "9")], ["1600", "1600", "2700", "0900"])
        with self.assertRaises(ValueError):
            xcode_version_major("latest")

    def test_target_settings_beat_the_target_xcconfig(self):
        s = app_settings("TestApp", "16", target_settings={"IPHONEOS_DEPLOYMENT_TARGET": "14.0"})
        self.assertEqual(s.get("IPHONEOS_DEPLOYMENT_TARGET"), "14.0")

    def test_project_xcconfig_applies_when_no_target_layer_sets_it(self):
        s = Settings([{}, {}, {}, read_xcconfig(os.path.join(CONFIG, "Base.xcconfig"))], {})
        self.assertEqual(s.get("IPHONEOS_DEPLOYMENT_TARGET"), "11.0")


class XcconfigTests(unittest.TestCase):
    def test_includes_are_relative_to_the_including_file(self):
        # TestApp.xcconfig includes Shared/Common.xcconfig, which includes Inner.xcconfig beside it.
        values = read_xcconfig(os.path.join(CONFIG, "TestApp.xcconfig"))
        self.assertEqual(values["INNER_ONLY"], "inner ${MARKETING_VERSION}")
        self.assertEqual(values["OTHER_SWIFT_FLAGS"], "-DINNER -DCOMMON")

    def test_optional_include_may_be_missing_and_required_may_not(self):
        self.assertEqual(read_xcconfig(os.path.join(CONFIG, "Base.xcconfig"))["MARKETING_VERSION"], "1.2")
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "Broken.xcconfig")
            with open(path, "w") as f:
                f.write('#include "Absent.xcconfig"\n')
            with self.assertRaises(XcconfigError):
                read_xcconfig(path)

    def test_conditional_settings_and_comments_are_ignored(self):
        values = read_xcconfig(os.path.join(CONFIG, "Shared", "Inner.xcconfig"))
        self.assertNotIn("simulator", values.values())
        self.assertEqual(values["INNER_ONLY"], "inner ${MARKETING_VERSION}")


class ExpansionTests(unittest.TestCase):
    def test_braces_unknown_variables_and_inherited(self):
        s = Settings([{"A": "$(inherited) top ${B} [$(NOWHERE)]"}, {"A": "low"}, {}, {"B": "bee"}], {})
        self.assertEqual(s.get("A"), "low top bee []")

    def test_inherited_reaches_down_to_the_project_xcconfig(self):
        s = app_settings("TestApp", "16", project_settings={"SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)"})
        self.assertEqual(s.get("SWIFT_ACTIVE_COMPILATION_CONDITIONS"), "DEBUG BASE")

    def test_builtins_and_lists(self):
        s = Settings([{"PRODUCT_NAME": "$(TARGET_NAME)", "FLAGS": ["-a", "$(X)"]}], {"TARGET_NAME": "TestApp", "X": "x"})
        self.assertEqual((s.get("PRODUCT_NAME"), s.get("FLAGS")), ("TestApp", "-a x"))

    def test_a_cycle_is_reported_not_looped(self):
        with self.assertRaises(ValueError):
            Settings([{"A": "$(B)", "B": "$(A)"}], {}).get("A")


if __name__ == "__main__":
    unittest.main()

"""Compiling for iOS on Linux, as far as Swift's diagnostics go: every file is compiled for
arm64-apple-iosVER against the iPhoneOS SDK up to SIL (`-emit-sil`), so besides type and
availability errors it reports what Xcode's compiler finds after type-checking (a missing
return, a property not initialised before super.init, a `let` assigned twice). Nothing is linked.
Compilar para iOS en Linux hasta SIL: errores de tipos, de disponibilidad y los que Xcode da
tras el chequeo de tipos. No se enlaza nada.
"""
import hashlib
import os
import re
import shutil
import subprocess

# The SDK's `os` overlay expects these Swift names for the C logging API (Apple's toolchain
# carries them; Linux's does not). / El overlay `os` del SDK espera estos nombres.
OS_APINOTES = """\
Name: os
Typedefs:
- {Name: os_log_type_t, SwiftName: OSLogType}
- {Name: os_signpost_type_t, SwiftName: OSSignpostType}
- {Name: os_log_t, Availability: nonswift}
Classes:
- {Name: OS_os_log, SwiftName: OSLog}
Enumerators:
- {Name: OS_LOG_TYPE_DEFAULT, SwiftPrivate: true}
- {Name: OS_LOG_TYPE_INFO, SwiftPrivate: true}
- {Name: OS_LOG_TYPE_DEBUG, SwiftPrivate: true}
- {Name: OS_LOG_TYPE_ERROR, SwiftPrivate: true}
- {Name: OS_LOG_TYPE_FAULT, SwiftPrivate: true}
- {Name: OS_SIGNPOST_EVENT, SwiftPrivate: true}
- {Name: OS_SIGNPOST_INTERVAL_BEGIN, SwiftPrivate: true}
- {Name: OS_SIGNPOST_INTERVAL_END, SwiftPrivate: true}
Functions:
- {Name: _os_log_impl, SwiftPrivate: true}
- {Name: _os_signpost_emit_with_name_impl, SwiftPrivate: true}
- {Name: os_log_type_enabled, SwiftName: 'OSLog.isEnabled(self:type:)'}
- {Name: os_log_create, SwiftName: 'OSLog.init(__subsystem:category:)', SwiftPrivate: true}
- {Name: os_signpost_enabled, SwiftPrivate: true}
- {Name: os_signpost_id_generate, SwiftPrivate: true}
- {Name: os_signpost_id_make_with_pointer, SwiftPrivate: true}
"""
DIAGNOSTIC = re.compile(r"^(/[^:\n]+):\d+:\d+: (error|warning): ", re.M)


class SetupError(Exception):
    """The SDK or the toolchain is not usable. / El SDK o la toolchain no sirven."""


def digest(*parts):
    h = hashlib.sha1()
    for p in parts:
        h.update(str(p).encode() + b"\0")
    return h.hexdigest()[:16]


def prepare_sdk(arg, work):
    """An iPhoneOS SDK folder; a bare git directory holding one is extracted once into work."""
    if os.path.isfile(os.path.join(arg, "HEAD")) and os.path.isdir(os.path.join(arg, "objects")):
        sdk = os.path.join(work, "sdk", digest(os.path.abspath(arg)), "iPhoneOS.sdk")
        if not os.path.isfile(os.path.join(sdk, "SDKSettings.json")):
            print(f"== extracting the SDK from {arg} (once)", flush=True)
            from thirdparty import extract  # the same partial-copy-safe extraction
            shutil.rmtree(sdk + ".tmp", ignore_errors=True)
            extract(arg, "HEAD", ["."], sdk + ".tmp")
            shutil.rmtree(sdk, ignore_errors=True)
            os.replace(sdk + ".tmp", sdk)
    else:
        sdk = os.path.abspath(arg)
    if not os.path.isdir(os.path.join(sdk, "usr/lib/swift/Swift.swiftmodule")):
        raise SetupError(f"{arg} is not an iPhoneOS SDK with Swift interfaces (no usr/lib/swift/Swift.swiftmodule)")
    # A copy whose links became folders holds libxml's module map twice ("redefinition of
    # module 'libxml2'"), which breaks CoreFoundation: restore the link.
    libxml = os.path.join(sdk, "usr/include/libxml")
    if os.path.isdir(libxml) and not os.path.islink(libxml) and os.access(os.path.dirname(libxml), os.W_OK) \
            and os.path.isfile(os.path.join(sdk, "usr/include/libxml2/libxml/module.modulemap")):
        shutil.rmtree(libxml)
        os.symlink("libxml2/libxml", libxml)
    return sdk


def resource_dir(work):
    """The toolchain's resource folder without its Linux-only module maps, plus os.apinotes."""
    swiftc = shutil.which("swiftc")
    if not swiftc:
        raise SetupError("swiftc not found in PATH")
    lib = os.path.normpath(os.path.join(os.path.dirname(os.path.realpath(swiftc)), "..", "lib", "swift"))
    res = os.path.join(work, "resource-dir-" + digest(lib))
    if not os.path.isdir(res):
        tmp = res + ".tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(os.path.join(tmp, "apinotes"))
        os.makedirs(os.path.join(tmp, "iphoneos"))
        for name in ("clang", "shims", "host"):
            os.symlink(os.path.realpath(os.path.join(lib, name)), os.path.join(tmp, name))
        with open(os.path.join(tmp, "apinotes", "os.apinotes"), "w") as f:
            f.write(OS_APINOTES)
        os.replace(tmp, res)
    return res


def diagnostics(output, kind):
    """Files named by `kind` ("error" / "warning") diagnostics in compiler output."""
    return [m.group(1) for m in DIAGNOSTIC.finditer(output) if m.group(2) == kind]


def count_ours(output, kind, root, work):
    """How many `kind` diagnostics are in files of the repository at root (the work folder, where
    third-party sources are extracted, is not ours). / Cuántos son de archivos nuestros."""
    return len([f for f in diagnostics(output, kind)
                if f.startswith(root + os.sep) and not f.startswith(work + os.sep)])


class Compiler:
    """swiftc for one deployment target. Modules that dependencies build are cached in work by
    their sources and flags. / swiftc para un deployment target, con caché de módulos."""

    def __init__(self, sdk, work, version, swift_version="5"):
        self.sdk, self.work = sdk, work
        self.triple = f"arm64-apple-ios{version}"
        self.modules = os.path.join(work, "modules", digest(sdk, self.triple))
        os.makedirs(self.modules, exist_ok=True)
        self.common = ["-target", self.triple, "-sdk", sdk, "-resource-dir", resource_dir(work),
                       "-module-cache-path", os.path.join(work, "clang-cache", digest(sdk, self.triple)),
                       "-swift-version", swift_version, "-diagnostic-style", "llvm", "-package-name", "MexicoApps",
                       # below iOS 12.2 some modules ask for layout files that only Xcode ships
                       "-Xfrontend", "-disable-legacy-type-info", "-wmo"]

    def _run(self, args):
        r = subprocess.run(["swiftc", *self.common, *args], capture_output=True, text=True, errors="replace")
        return r.returncode == 0, r.stdout + r.stderr

    def build_module(self, name, files, inputs, flags=()):
        """Build module `name` (its .swiftmodule) from files, on top of the modules in `inputs`
        (module name -> folder). Returns (ok, compiler output, folder holding the module).
        An unchanged module (same sources, flags and inputs) comes from the cache with the output
        it gave then."""
        key = digest(name, *flags, *sorted(inputs.items()), *(f + _sha(f) for f in files))
        out_dir = os.path.join(self.modules, f"{name}-{key}")
        if os.path.isfile(os.path.join(out_dir, "output.txt")):
            with open(os.path.join(out_dir, "output.txt")) as f:
                return True, f.read(), out_dir
        tmp = out_dir + ".tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        mode = [] if any(os.path.basename(f) == "main.swift" for f in files) else ["-parse-as-library"]
        ok, output = self._run([*_includes(inputs), *flags, *mode, "-emit-module", "-module-name", name,
                                "-emit-module-path", os.path.join(tmp, name + ".swiftmodule"), *files])
        if not ok:
            shutil.rmtree(tmp, ignore_errors=True)
            return False, output, None
        with open(os.path.join(tmp, "output.txt"), "w") as f:
            f.write(output)
        shutil.rmtree(out_dir, ignore_errors=True)
        os.replace(tmp, out_dir)
        return True, output, out_dir

    def check(self, name, files, inputs, flags=()):
        """Compile the checked module up to SIL. Returns (ok, compiler output)."""
        mode = [] if any(os.path.basename(f) == "main.swift" for f in files) else ["-parse-as-library"]
        return self._run([*_includes(inputs), *flags, *mode, "-emit-sil", "-o", os.devnull,
                          "-module-name", name, *files])


def _includes(inputs):
    return [a for d in dict.fromkeys(inputs.values()) for a in ("-I", d)]


def _sha(path):
    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()

"""Pre-install wheels in a Pyodide runtime: ``python lite/lock.py RUNTIME WHEEL...``.

Copies each wheel beside ``RUNTIME/pyodide-lock.json`` and rewrites the lock to
list exactly these wheels. The npm package's lock names some 350 packages whose
files it does not ship: left listed, Pyodide would fetch them, from the site
(and fail) or from its CDN. Each entry carries the wheel's sha256, since
Pyodide fetches with subresource integrity, and its dependencies among these
wheels, from its Requires-Dist for a browser's Python. Run with the build's
tools (it needs ``packaging``).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
import zipfile
from email.message import Message
from email.parser import Parser
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def browser_environment(python: str) -> dict[str, str]:
    """The markers of Pyodide's Python, for the wheels' conditional requirements."""
    return {
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": "wasm32",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "python_version": ".".join(python.split(".")[:2]),
        "python_full_version": python,
        "implementation_version": python,
        "platform_release": "",
        "platform_version": "",
        "extra": "",
    }


def read_wheel(wheel: Path) -> tuple[Message, list[str]]:
    """The wheel's metadata, and the top-level modules it installs."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta = next(name for name in names if name.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(meta).decode())
    folders = {name.split("/")[0] for name in names if "/" in name}
    modules = {name[:-3] for name in names if "/" not in name and name.endswith(".py")}
    return metadata, sorted({top for top in folders if top.isidentifier()} | modules)


def lock_entry(
    wheel: Path, metadata: Message, modules: list[str], depends: list[str]
) -> dict[str, Any]:
    return {
        "name": canonicalize_name(metadata["Name"]),
        "version": metadata["Version"],
        "file_name": wheel.name,
        "install_dir": "site",
        "package_type": "package",
        "imports": modules,
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def main(runtime: Path, wheels: list[Path]) -> None:
    lock_path = runtime / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    environment = browser_environment(lock["info"]["python"])
    found = {}
    for wheel in wheels:
        shutil.copy2(wheel, runtime / wheel.name)
        metadata, modules = read_wheel(wheel)
        found[canonicalize_name(metadata["Name"])] = (wheel, metadata, modules)
    packages = {}
    for name, (wheel, metadata, modules) in found.items():
        depends: list[str] = []
        for text in metadata.get_all("Requires-Dist") or []:
            requirement = Requirement(text)
            needed = requirement.marker is None or requirement.marker.evaluate(environment)
            dependency = canonicalize_name(requirement.name)
            if needed and dependency in found and dependency not in depends:
                depends.append(dependency)
        packages[name] = lock_entry(runtime / wheel.name, metadata, modules, depends)
    lock["packages"] = packages
    lock_path.write_text(json.dumps(lock, indent=1))


if __name__ == "__main__":
    main(Path(sys.argv[1]), [Path(argument) for argument in sys.argv[2:]])

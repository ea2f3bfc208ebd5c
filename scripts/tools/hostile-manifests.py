#!/usr/bin/env python3
"""Writes hostile contents for one scenario's manifest.json into the folder given, one entry per
case, named after the case.

    hostile-manifests.py FOLDER MANIFEST.json

Each entry is what a merge, an editor, a careless script or an attacker can leave in a manifest's
place, made from the real MANIFEST.json where a case needs a believable rest: text that is not JSON
or not the manifest's shape, numbers and strings out of range, keys that would name files outside
the scenario's folder, sizes and depths that cost a naive parser dearly, and things that are no
regular file at all (a symbolic link to /etc/passwd, a FIFO, a folder). Standard library only."""
import copy
import json
import os
import sys
from pathlib import Path


def pretty(value) -> bytes:
    return json.dumps(value, indent=2, sort_keys=True).encode()


def cases(real: dict) -> dict[str, bytes]:
    text = pretty(real)
    first = sorted(real["goldens"])[0]

    def changed(edit) -> bytes:
        manifest = copy.deepcopy(real)
        edit(manifest)
        return pretty(manifest)

    def record(field, value):
        return changed(lambda m: m["goldens"][first].__setitem__(field, value))

    def key(name):
        return changed(lambda m: m["goldens"].__setitem__(name, m["goldens"][first]))

    depth = 100_000
    return {
        "invalid-json": text[: len(text) // 2],
        "top-level-array": b"[]",
        "top-level-string": b'"manifest"',
        "top-level-number": b"3",
        "null": b"null",
        "empty": b"",
        "whitespace-only": b" \n\t\n",
        "goldens-an-array": changed(lambda m: m.__setitem__("goldens", [])),
        "goldens-a-string": changed(lambda m: m.__setitem__("goldens", "f0-0000ms.png")),
        "record-a-number": changed(lambda m: m["goldens"].__setitem__(first, 42)),
        "sha256-a-number": record("sha256", 123),
        "sha256-too-short": record("sha256", "abc123"),
        "sha256-not-hex": record("sha256", "z" * 64),
        "width-a-string": record("width", "750"),
        "height-negative": record("height", -1334),
        "width-huge": text.replace(b'"width": ', b'"width": 99999999999999999999999999999', 1),
        "scale-1e308": record("scale", 1e308),
        "time-nan-spelled": text.replace(b'"time": ', b'"time": NaN, "x": ', 1),
        "time-infinity": text.replace(b'"time": ', b'"time": Infinity, "x": ', 1),
        "format-version-999": changed(lambda m: m.__setitem__("formatVersion", 999)),
        "format-version-string": changed(lambda m: m.__setitem__("formatVersion", "3")),
        "format-version-negative": changed(lambda m: m.__setitem__("formatVersion", -1)),
        "format-version-missing": changed(lambda m: m.pop("formatVersion")),
        "duplicate-goldens-key": text.replace(b'"goldens": {', b'"goldens": {}, "goldens": {', 1),
        "key-parent-escape": key("../../etc/x"),
        "key-absolute-path": key("/etc/passwd"),
        "key-with-nul": key("f0-0000ms.png\0../../x"),
        "key-empty": key(""),
        "key-folder": key("sub/f0-0000ms.png"),
        "raw-nul-bytes": text[:40] + b"\0\0\0\0" + text[40:],
        "invalid-utf8": text.replace(b'"cairo"', b'"ca\xff\xfeiro"', 1),
        "utf8-bom": b"\xef\xbb\xbf" + text,
        "utf16": text.decode().encode("utf-16"),
        "nested-100k-arrays": b"[" * depth + b"]" * depth,
        "nested-100k-objects": b'{"a":' * depth + b"1" + b"}" * depth,
        "twenty-megabytes": changed(lambda m: m.__setitem__("padding", "A" * (20 << 20))),
        "hundred-thousand-records": changed(lambda m: m["goldens"].update(
            {f"f{index}-{index % 10000:04d}ms.png": m["goldens"][first] for index in range(100_000)})),
    }


def main(folder: Path, manifest: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in cases(json.loads(manifest.read_bytes())).items():
        (folder / name).write_bytes(data)
    # Not files of JSON at all: what `cp -a` puts in the manifest's place keeps its kind.
    os.symlink("/etc/passwd", folder / "symlink-to-etc-passwd")
    os.mkfifo(folder / "fifo")
    (folder / "a-folder").mkdir()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))

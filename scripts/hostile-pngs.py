#!/usr/bin/env python3
"""Writes the PNGs an attack on the harness used, into the folder given: small files that
would cost gigabytes if the decoder believed them. Standard library only."""
import struct
import sys
import zlib
from pathlib import Path


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def header(width: int, height: int, colour_type: int = 6) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0))


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    # 141 bytes whose tEXt chunk declares 2^31-1 bytes.
    tiny = header(1, 1) + struct.pack(">I", 0x7FFFFFFF) + b"tEXt" + b"Comment\0hello"
    (folder / "huge-text-chunk.png").write_bytes(tiny + b"\0" * (141 - len(tiny)))
    # A valid grey 16384x16384 image: about 1 MB compressed, 1 GiB of RGBA decoded.
    side = 16384
    row = b"\0" + b"\x80" * side
    compressor = zlib.compressobj(9)
    data = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
    (folder / "huge-valid.png").write_bytes(header(side, side, 0) + chunk(b"IDAT", data) + chunk(b"IEND", b""))


if __name__ == "__main__":
    main(Path(sys.argv[1]))

#!/usr/bin/env python3
"""Writes hostile PNGs into the folder given, one file per case, named after the case.

    hostile-pngs.py FOLDER [GOLDEN.png]

Each case is something a golden's place can hold once a user, git or an attacker has been at it:
files that would cost gigabytes if the decoder believed them, damage a decoder must notice, and
valid PNGs in forms the renderer never writes (16-bit, interlaced, palette, animated). Cases that
must get past the size check to reach the decoder take GOLDEN.png's width, height and pixels;
without it they are 750×1334, an iPhone SE frame at 2x. Standard library only."""
import struct
import sys
import zlib
from pathlib import Path

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunk(kind: bytes, data: bytes, length: int | None = None) -> bytes:
    declared = len(data) if length is None else length
    return struct.pack(">I", declared) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def ihdr(width: int, height: int, depth: int = 8, colour_type: int = 6, interlace: int = 0) -> bytes:
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, interlace))


def header(width: int, height: int, colour_type: int = 6) -> bytes:
    return SIGNATURE + ihdr(width, height, 8, colour_type)


def png(width: int, height: int, rows: bytes, depth: int = 8, colour_type: int = 6, extra: bytes = b"") -> bytes:
    return SIGNATURE + ihdr(width, height, depth, colour_type) + extra + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b"")


def grey_rows(width: int, height: int, channels: int = 4, value: int = 0x80) -> bytes:
    return (b"\0" + bytes([value]) * (width * channels)) * height


def compressed_zeros(megabytes: int) -> bytes:
    """A deflate stream of `megabytes` MiB of zeros, about a thousandth of that on disk."""
    compressor = zlib.compressobj(9)
    block = b"\0" * (1 << 20)
    return b"".join(compressor.compress(block) for _ in range(megabytes)) + compressor.flush()


def golden_parts(golden: Path | None) -> tuple[int, int, bytes, bytes]:
    """The golden's width, height, IHDR chunk and concatenated IDAT data, or a grey 750×1334
    stand-in: damage done to these reaches the decoder, as the golden's own size passes the size
    check."""
    if golden is None:
        width, height = 750, 1334
        return width, height, ihdr(width, height), zlib.compress(grey_rows(width, height), 6)
    data = golden.read_bytes()
    width, height = struct.unpack(">II", data[16:24])
    own_ihdr = data[8:33]
    idat, offset = b"", 8
    while offset + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        if kind == b"IDAT":
            idat += data[offset + 8:offset + 8 + length]
        offset += 12 + length
    return width, height, own_ihdr, idat


def cases(golden: Path | None) -> dict[str, bytes]:
    width, height, own_ihdr, idat = golden_parts(golden)
    body = own_ihdr + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    real = SIGNATURE + body
    damaged_idat = bytearray(real)
    damaged_idat[33 + 8 + len(idat) // 2] ^= 0xFF   # a byte inside the IDAT data: its CRC no longer matches
    wrong_ihdr_crc = bytearray(real)
    wrong_ihdr_crc[29] ^= 0xFF                      # the IHDR's CRC itself

    # A valid grey 16384×16384 image: about 1 MB compressed, 1 GiB of RGBA decoded.
    side = 16384
    row = b"\0" + b"\x80" * side
    compressor = zlib.compressobj(9)
    huge = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()

    # 141 bytes whose tEXt chunk declares 2^31-1 bytes: this once cost 2.1 GB.
    tiny = header(1, 1) + struct.pack(">I", 0x7FFFFFFF) + b"tEXt" + b"Comment\0hello"
    bomb = compressed_zeros(256)
    # Grey pixels of the golden's size: a file that is valid but for its metadata still fails the
    # comparison, once the decoder has got past the metadata.
    grey = chunk(b"IDAT", zlib.compress(grey_rows(width, height), 6)) + chunk(b"IEND", b"")

    apng_frame = zlib.compress(grey_rows(width, height, value=0x20), 6)
    apng = (SIGNATURE + ihdr(width, height)
            + chunk(b"acTL", struct.pack(">II", 2, 0))
            + chunk(b"fcTL", struct.pack(">IIIIIHHBB", 0, width, height, 0, 0, 1, 10, 0, 0))
            + chunk(b"IDAT", apng_frame)
            + chunk(b"fcTL", struct.pack(">IIIIIHHBB", 1, width, height, 0, 0, 1, 10, 0, 0))
            + chunk(b"fdAT", struct.pack(">I", 2) + apng_frame)
            + chunk(b"IEND", b""))

    # Adam7 pass sizes, so the interlaced image is valid and only its layout differs.
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    interlaced_rows = b""
    for x0, y0, dx, dy in passes:
        columns, rows = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if columns and rows:
            interlaced_rows += (b"\0" + b"\x40\x80\xc0\xff" * columns) * rows

    return {
        "huge-text-chunk": tiny + b"\0" * (141 - len(tiny)),
        "huge-valid": header(side, side, 0) + chunk(b"IDAT", huge) + chunk(b"IEND", b""),
        "text-chunk-4gb": header(1, 1) + struct.pack(">I", 0xFFFFFFFF) + b"tEXt" + b"Comment\0hello",
        "empty": b"",
        "signature-only": SIGNATURE,
        "truncated-half": real[: len(real) // 2],
        "truncated-in-header": real[:20],
        "no-iend": real[:-12],
        "no-idat": SIGNATURE + own_ihdr + chunk(b"IEND", b""),
        "bad-ihdr-crc": bytes(wrong_ihdr_crc),
        "bad-idat-crc": bytes(damaged_idat),
        "idat-not-zlib": SIGNATURE + ihdr(width, height) + chunk(b"IDAT", b"this is not a zlib stream" * 40) + chunk(b"IEND", b""),
        "idat-short": SIGNATURE + ihdr(width, height) + chunk(b"IDAT", zlib.compress(grey_rows(width, height // 2))) + chunk(b"IEND", b""),
        "bad-filter-byte": png(width, height, (b"\x07" + b"\x80" * (width * 4)) * height),
        "zlib-bomb-idat": SIGNATURE + ihdr(width, height) + chunk(b"IDAT", bomb) + chunk(b"IEND", b""),
        "zlib-bomb-ztxt": SIGNATURE + ihdr(width, height) + chunk(b"zTXt", b"Comment\0\0" + bomb) + grey,
        "zlib-bomb-iccp": SIGNATURE + ihdr(width, height) + chunk(b"iCCP", b"icc\0\0" + bomb) + grey,
        "declared-100000-square": header(100_000, 100_000) + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b""),
        "declared-max-u32": header(0xFFFFFFFF, 0xFFFFFFFF) + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b""),
        "zero-width": header(0, height) + chunk(b"IDAT", zlib.compress(b"\0" * height)) + chunk(b"IEND", b""),
        "bit-depth-7": SIGNATURE + ihdr(width, height, depth=7) + chunk(b"IDAT", idat) + chunk(b"IEND", b""),
        "colour-type-5": SIGNATURE + ihdr(width, height, colour_type=5) + chunk(b"IDAT", idat) + chunk(b"IEND", b""),
        "palette-without-plte": png(width, height, (b"\0" + b"\x01" * width) * height, colour_type=3),
        "palette-index-past-plte": png(width, height, (b"\0" + b"\xfe" * width) * height, colour_type=3,
                                       extra=chunk(b"PLTE", b"\xff\0\0\0\xff\0")),
        "sixteen-bit-rgba": png(width, height, (b"\0" + b"\x12\x34" * (width * 4)) * height, depth=16),
        "interlaced": SIGNATURE + ihdr(width, height, interlace=1) + chunk(b"IDAT", zlib.compress(interlaced_rows, 6)) + chunk(b"IEND", b""),
        "grey-alpha": png(width, height, grey_rows(width, height, channels=2), colour_type=4),
        "apng-two-frames": apng,
        "ihdr-twice": SIGNATURE + own_ihdr + body,
        "idat-before-ihdr": SIGNATURE + chunk(b"IDAT", idat) + body,
        "one-pixel": png(1, 1, b"\0\x80\x80\x80\xff"),
        "many-tiny-chunks": SIGNATURE + ihdr(width, height) + chunk(b"prIv", b"x") * 100_000 + grey,
        "git-lfs-pointer": (b"version https://git-lfs.github.com/spec/v1\n"
                            b"oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 123456\n"),
        "crlf-signature": real.replace(b"\r\n", b"\r\r\n", 1),
        "lf-signature": real.replace(b"\r\n", b"\n", 1),
        "jpeg-named-png": b"\xff\xd8\xff\xe0\0\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0" + b"\0" * 200 + b"\xff\xd9",
    }


def main(folder: Path, golden: Path | None) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in cases(golden).items():
        (folder / f"{name}.png").write_bytes(data)


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None)

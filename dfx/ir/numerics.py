"""Machine arithmetic on Python numbers: fixed-width integers (two's
complement, as MLIR's `APInt`) and IEEE floats of the builtin float types
(as `APFloat` with round-to-nearest-even).

Integers are kept as Python ints in their *signed* reading (MLIR prints
signless integers that way); `wrap(v, w)` brings any int back into range.
Floats are Python floats (binary64); `round_float(v, name)` rounds a value
to `f16`, `bf16`, `f32` or `f64`. A single IEEE operation computed in
binary64 and then rounded to a narrower format gives the correctly rounded
narrow result (binary64 has more than twice the precision of those
formats), so `+ - * / sqrt` and `fmod` fold exactly.

Types these helpers do not know (`f8E4M3FN`, `f80`, `tf32`...) are left
alone by the folders: `float_format(t)` returns None for them.
"""

from __future__ import annotations

import math
import struct

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional

__all__ = [
    "INDEX_WIDTH", "wrap", "to_unsigned", "to_signed", "FLOAT_FORMATS", "round_float", "float_bits",
    "float_from_bits", "float_text", "apfloat_text", "is_representable",
]

INDEX_WIDTH = 64
"""Width MLIR folds `index` values in (`IndexType::kInternalStorageBitWidth`)."""


def to_unsigned(value: int, width: int) -> int:
    """The unsigned reading of |value| as a |width|-bit pattern."""
    return value & ((1 << width) - 1) if width else 0


def to_signed(value: int, width: int) -> int:
    """The signed (two's complement) reading of |value| as a |width|-bit
    pattern; i1 reads as 0 / -1."""
    if width == 0:
        return 0
    u = value & ((1 << width) - 1)
    return u - (1 << width) if u >> (width - 1) else u


def wrap(value: int, width: int) -> int:
    """|value| modulo 2**width, in the signed reading MLIR prints (i1 gives
    0 or 1, as `true`/`false`)."""
    if width == 1:
        return value & 1
    return to_signed(value, width)


# -- floats ----------------------------------------------------------------------------------

FLOAT_FORMATS = {
    # name: (struct code or None, total bits, exponent bits, mantissa bits)
    "f16": ("e", 16, 5, 10),
    "bf16": (None, 16, 8, 7),
    "f32": ("f", 32, 8, 23),
    "f64": ("d", 64, 11, 52),
}
"""The float types the folders compute in."""

_INT_CODE = {16: "H", 32: "I", 64: "Q"}


def _bf16_round(value: float) -> float:
    """Rounds a binary64 value to bfloat16 (nearest even), through binary32
    bits (double rounding is exact here: binary32 has more than twice
    bfloat16's precision)."""
    f = _f32(value)
    if math.isnan(f):
        return f
    bits = struct.unpack("<I", struct.pack("<f", f))[0]
    lsb = (bits >> 16) & 1
    bits = (bits + 0x7FFF + lsb) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def _f32(value: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:
        return math.copysign(math.inf, value)


def _f16(value: float) -> float:
    try:
        return struct.unpack("<e", struct.pack("<e", value))[0]
    except OverflowError:
        return math.copysign(math.inf, value)


def round_float(value: float, name: str) -> float:
    """|value| rounded to float type |name| (nearest even; overflow gives
    infinity, as IEEE arithmetic does)."""
    if name == "f64":
        return float(value)
    if name == "f32":
        return _f32(value)
    if name == "f16":
        return _f16(value)
    if name == "bf16":
        return _bf16_round(value)
    raise ValueError(f"no float format {name}")


def is_representable(value: float, name: str) -> bool:
    """Whether |value| is exactly a value of float type |name|."""
    if math.isnan(value):
        return True
    return round_float(value, name) == value


def float_bits(value: float, name: str) -> int:
    """The bit pattern of |value| (rounded) in float type |name|."""
    code, bits, _, _ = FLOAT_FORMATS[name]
    v = round_float(value, name)
    if name == "bf16":
        return struct.unpack("<I", struct.pack("<f", v))[0] >> 16
    return struct.unpack("<" + _INT_CODE[bits], struct.pack("<" + code, v))[0]


def float_from_bits(bits: int, name: str) -> float:
    """The value of bit pattern |bits| in float type |name|."""
    code, width, _, _ = FLOAT_FORMATS[name]
    bits &= (1 << width) - 1
    if name == "bf16":
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    return struct.unpack("<" + code, struct.pack("<" + _INT_CODE[width], bits))[0]


_PRECISION = {"f16": (11, -14), "bf16": (8, -126), "f32": (24, -126), "f64": (53, -1022)}
"""Significand bits (with the implicit one) and minimum exponent per format."""


def _round_digits(buffer: list, exp: int, precision: int) -> int:
    """APFloat's decimal rounding of |buffer| (digits, least significant
    first) to |precision| digits, half up; returns the new exponent."""
    n = len(buffer)
    if n <= precision:
        return exp
    first = n - precision
    if buffer[first - 1] < 5:
        while first < n and buffer[first] == 0:
            first += 1
        del buffer[:first]
        return exp + first
    for i in range(first, n):
        if buffer[i] == 9:
            first += 1
        else:
            buffer[i] += 1
            break
    if first == n:
        buffer[:] = [1]
        return exp + first
    del buffer[:first]
    return exp + first


def apfloat_text(value: float, name: str, format_precision: int = 0, max_padding: int = 3,
                 truncate_zero: bool = True) -> str:
    """LLVM's `APFloat::toString` of |value| (a finite value of float type
    |name|): the exact binary value converted to decimal, cut to
    |format_precision| digits (0: enough to read back), in scientific
    notation when more than |max_padding| zeros would be needed."""
    p, emin = _PRECISION[name]
    v = round_float(value, name)
    neg = math.copysign(1.0, v) < 0
    out = "-" if neg else ""
    v = abs(v)
    if v == 0:
        if not max_padding:
            if truncate_zero:
                return out + "0.0E+0"
            return out + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
        return out + "0"
    _, e = math.frexp(v)  # v = m * 2**e, 0.5 <= m < 1
    exponent = max(e - 1, emin)
    exp = exponent - (p - 1)
    significand = int(math.ldexp(v, -exp))
    if not format_precision:
        format_precision = 2 + p * 59 // 196
    tz = (significand & -significand).bit_length() - 1
    exp += tz
    significand >>= tz
    if exp > 0:
        significand <<= exp
        exp = 0
    elif exp < 0:
        significand *= 5 ** (-exp)
    # Cut decimal digits the precision cannot show (integer division: a truncation).
    bits = significand.bit_length()
    required = (format_precision * 196 + 58) // 59
    if bits > required:
        removable = (bits - required) * 59 // 196
        if removable:
            exp += removable
            significand //= 10 ** removable
    buffer = []
    trailing = True
    while significand:
        significand, d = divmod(significand, 10)
        if trailing and not d:
            exp += 1
        else:
            buffer.append(d)
            trailing = False
    exp = _round_digits(buffer, exp, format_precision)
    ndigits = len(buffer)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or ndigits + exp > format_precision
    else:
        msd = exp + ndigits - 1
        scientific = msd < 0 and -msd > max_padding
    digits = "".join(str(d) for d in reversed(buffer))
    if scientific:
        exp += ndigits - 1
        text = digits[0] + "."
        if ndigits == 1 and truncate_zero:
            text += "0"
        else:
            text += digits[1:]
        if not truncate_zero and format_precision > ndigits - 1:
            text += "0" * (format_precision - ndigits + 1)
        text += "E" if truncate_zero else "e"
        text += "+" if exp >= 0 else "-"
        e_digits = str(abs(exp))
        if not truncate_zero and len(e_digits) < 2:
            e_digits = "0" + e_digits
        return out + text + e_digits
    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + ndigits
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * (-whole) + digits


def float_text(value: float, name: Optional[str]) -> str:
    """MLIR's text for |value| as a float of type |name| (its
    `printFloatValue`): six digits in scientific notation when they read
    back as the same value of the type, else the shortest form that does if
    it has a decimal point, else (and for infinities and NaNs) the
    hexadecimal bit pattern of the type. Types without a format here are
    printed as binary64 values would be; their infinities and NaNs with
    binary32's bits."""
    fmt = name if name in FLOAT_FORMATS else None
    if math.isnan(value) or math.isinf(value):
        fmt = fmt or "f32"
        return "0x%0*X" % (FLOAT_FORMATS[fmt][1] // 4, float_bits(value, fmt))
    if fmt is None:
        text = "%.6e" % value
        if float(text) == value:
            return text
        text = repr(float(value))
        return text if ("e" in text or "." in text) else text + ".0"
    text = apfloat_text(value, fmt, 6, 0, False)
    if float_bits(float(text), fmt) == float_bits(value, fmt):
        return text
    text = apfloat_text(value, fmt)
    if "." in text:
        return text
    return "0x%0*X" % (FLOAT_FORMATS[fmt][1] // 4, float_bits(value, fmt))

"""Integer ranges: the values of a fixed-width integer, bounded twice.

`IntRange` is the lattice value of the integer range analysis
(`dfx.analyses.int_range`), after MLIR's `ConstantIntRanges`: a `width`
and two intervals that hold at once, the *unsigned* reading
`[umin, umax]` (each in `0 .. 2**width - 1`) and the *signed* reading
`[smin, smax]` (two's complement). A concrete value `v` (kept, as
`dfx.ir.numerics` keeps integers, in its signed reading; i1 as 0/1) is in
the range when `umin <= to_unsigned(v) <= umax` and
`smin <= to_signed(v) <= smax`. Keeping both readings matters: `[0, 200]`
as `i8` is `[-128, 127]` signed, while the unsigned view stays exact.

The transfer functions at the end compute, from operand ranges, a range
for the result of an integer operation. They work on the mathematical
result first (an interval of Python ints) and then *wrap* it to the width:
the wrapped interval is exact when the mathematical one does not straddle
a multiple of `2**width`, and the full range otherwise (`wrap_interval`).
Operations whose result is poison in some cases (a shift by the width or
more, a division by zero, `nsw`/`nuw` overflow) may claim anything for
those cases: no execution observes a value there.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.numerics import to_signed, to_unsigned

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Iterable, Optional, Sequence, Tuple

__all__ = [
    "IntRange", "wrap_interval", "add_range", "sub_range", "mul_range", "div_range", "rem_range",
    "bitwise_range", "shift_range", "minmax_range", "extend_range", "truncate_range", "compare_range",
]


@dataclass(frozen=True)
class IntRange:
    """The values of a |width|-bit integer: unsigned `[umin, umax]` and
    signed `[smin, smax]` at once (both non-empty)."""

    width: int
    umin: int
    umax: int
    smin: int
    smax: int

    # -- constructors ------------------------------------------------------------------------

    @staticmethod
    def full(width: int) -> "IntRange":
        """Every value of the width."""
        return IntRange(width, 0, (1 << width) - 1, -(1 << (width - 1)), (1 << (width - 1)) - 1)

    @staticmethod
    def constant(value: int, width: int) -> "IntRange":
        """Exactly |value| (any Python int, read modulo 2**width)."""
        u, s = to_unsigned(value, width), to_signed(value, width)
        return IntRange(width, u, u, s, s)

    @staticmethod
    def from_unsigned(lo: int, hi: int, width: int) -> "IntRange":
        """Unsigned `[lo, hi]`; the signed view is exact when both ends have
        the same sign bit, else the full signed range."""
        full = IntRange.full(width)
        slo, shi = to_signed(lo, width), to_signed(hi, width)
        if (slo < 0) == (shi < 0):
            return IntRange(width, lo, hi, slo, shi)
        return IntRange(width, lo, hi, full.smin, full.smax)

    @staticmethod
    def from_signed(lo: int, hi: int, width: int) -> "IntRange":
        """Signed `[lo, hi]`; the unsigned view likewise."""
        full = IntRange.full(width)
        if (lo < 0) == (hi < 0):
            return IntRange(width, to_unsigned(lo, width), to_unsigned(hi, width), lo, hi)
        return IntRange(width, full.umin, full.umax, lo, hi)

    # -- queries -----------------------------------------------------------------------------

    def contains(self, value: int) -> bool:
        """Whether the concrete |value| is in the range."""
        u, s = to_unsigned(value, self.width), to_signed(value, self.width)
        return self.umin <= u <= self.umax and self.smin <= s <= self.smax

    def constant_value(self) -> Optional[int]:
        """The only value (signed reading, i1 as 0/1), or None."""
        if self.umin == self.umax:
            return self.umin if self.width == 1 else to_signed(self.umin, self.width)
        if self.smin == self.smax:
            return to_unsigned(self.smin, 1) if self.width == 1 else self.smin
        return None

    def is_full(self) -> bool:
        return self == IntRange.full(self.width)

    # -- lattice -----------------------------------------------------------------------------

    def union(self, other: "IntRange") -> "IntRange":
        """The smallest range holding both (MLIR's `rangeUnion`)."""
        return IntRange(self.width, min(self.umin, other.umin), max(self.umax, other.umax),
                        min(self.smin, other.smin), max(self.smax, other.smax))

    def intersect(self, other: "IntRange") -> Optional["IntRange"]:
        """The values in both, or None when there is none."""
        r = IntRange(self.width, max(self.umin, other.umin), min(self.umax, other.umax),
                     max(self.smin, other.smin), min(self.smax, other.smax))
        if r.umin > r.umax or r.smin > r.smax:
            return None
        return r

    def __str__(self) -> str:
        """`[lo, hi]` when both readings agree (non-negative values), else
        `unsigned [..] signed [..]`; a constant prints as its value, the
        full range as `any`."""
        c = self.constant_value()
        if c is not None:
            return str(c)
        if self.is_full():
            return "any"
        if self.smin >= 0 or self.width == 1:
            return f"[{self.umin}, {self.umax}]"
        return f"unsigned [{self.umin}, {self.umax}] signed [{self.smin}, {self.smax}]"


#===----------------------------------------------------------------------===#
# Wrapping mathematical results
#===----------------------------------------------------------------------===#


def wrap_interval(lo: int, hi: int, width: int, signed: bool) -> Tuple[int, int]:
    """The |width|-bit reading (signed or unsigned) of every integer in the
    mathematical interval `[lo, hi]`, as an interval: exact when the values
    do not wrap around the end of the reading, else the full reading."""
    size = 1 << width
    base = -(size >> 1) if signed else 0
    if hi - lo >= size:
        return base, base + size - 1
    a = (lo - base) % size + base
    b = (hi - base) % size + base
    if a <= b:
        return a, b
    return base, base + size - 1


def _both(width: int, unsigned: Tuple[int, int], signed: Tuple[int, int]) -> Optional[IntRange]:
    """The range from a mathematical unsigned and signed result interval."""
    ulo, uhi = wrap_interval(unsigned[0], unsigned[1], width, False)
    slo, shi = wrap_interval(signed[0], signed[1], width, True)
    return IntRange.from_unsigned(ulo, uhi, width).intersect(IntRange.from_signed(slo, shi, width))


def _clamp(lo: int, hi: int, width: int, signed: bool) -> Optional[Tuple[int, int]]:
    """`[lo, hi]` cut to what |width| bits represent (an `nsw`/`nuw` result:
    the rest is poison), or None when nothing is left."""
    size = 1 << width
    base = -(size >> 1) if signed else 0
    lo, hi = max(lo, base), min(hi, base + size - 1)
    return (lo, hi) if lo <= hi else None


def _from_math(width: int, unsigned: Tuple[int, int], signed: Tuple[int, int],
               nsw: bool = False, nuw: bool = False) -> Optional[IntRange]:
    """Wraps (or, under `nsw`/`nuw`, clamps) mathematical result intervals."""
    if nuw:
        c = _clamp(unsigned[0], unsigned[1], width, False)
        if c is None:
            return None
        unsigned = c
    if nsw:
        c = _clamp(signed[0], signed[1], width, True)
        if c is None:
            return None
        signed = c
    return _both(width, unsigned, signed)


def _corners(fn: Callable[[int, int], int], a: Tuple[int, int], b: Tuple[int, int]) -> Tuple[int, int]:
    values = [fn(x, y) for x in a for y in b]
    return min(values), max(values)


# -- arithmetic ---------------------------------------------------------------------------------


def add_range(a: IntRange, b: IntRange, nsw: bool = False, nuw: bool = False) -> Optional[IntRange]:
    return _from_math(a.width, (a.umin + b.umin, a.umax + b.umax), (a.smin + b.smin, a.smax + b.smax), nsw, nuw)


def sub_range(a: IntRange, b: IntRange, nsw: bool = False, nuw: bool = False) -> Optional[IntRange]:
    return _from_math(a.width, (a.umin - b.umax, a.umax - b.umin), (a.smin - b.smax, a.smax - b.smin), nsw, nuw)


def mul_range(a: IntRange, b: IntRange, nsw: bool = False, nuw: bool = False) -> Optional[IntRange]:
    mul = lambda x, y: x * y  # noqa: E731
    return _from_math(a.width, (a.umin * b.umin, a.umax * b.umax),
                      _corners(mul, (a.smin, a.smax), (b.smin, b.smax)), nsw, nuw)


def _nonzero_parts(lo: int, hi: int) -> Iterable[Tuple[int, int]]:
    """`[lo, hi]` without 0, as intervals of one sign each."""
    if lo < 0:
        yield lo, min(hi, -1)
    if hi > 0:
        yield max(lo, 1), hi


def _trunc_div(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _ceil_div(x: int, y: int) -> int:
    return -((-x) // y)


DIVISIONS = {
    "trunc": _trunc_div,
    "floor": lambda x, y: x // y,
    "ceil": _ceil_div,
}
"""Rounding of the division ops: `divsi`/`divui` truncate, `floordivsi`
rounds down, `ceildivsi`/`ceildivui` up."""


def div_range(a: IntRange, b: IntRange, signed: bool, rounding: str = "trunc") -> IntRange:
    """A division's result. A zero divisor (and, signed, `min / -1`) is
    undefined: those cases are left out. For a divisor of one sign the
    quotient is monotone in each operand, so the extremes are at corners."""
    w = a.width
    fn = DIVISIONS[rounding]
    if signed:
        lhs, rhs = (a.smin, a.smax), (b.smin, b.smax)
    else:
        lhs, rhs = (a.umin, a.umax), (b.umin, b.umax)
    out: Optional[Tuple[int, int]] = None
    for part in _nonzero_parts(*rhs):
        lo, hi = _corners(fn, lhs, part)
        out = (lo, hi) if out is None else (min(out[0], lo), max(out[1], hi))
    if out is None:
        return IntRange.full(w)  # always a division by zero: undefined
    c = _clamp(out[0], out[1], w, signed)
    if c is None:
        return IntRange.full(w)
    return IntRange.from_signed(*c, w) if signed else IntRange.from_unsigned(*c, w)


def rem_range(a: IntRange, b: IntRange, signed: bool) -> IntRange:
    """A remainder's result: below the divisor in magnitude, with the sign
    of the dividend (signed), and never larger than the dividend."""
    w = a.width
    if not signed:
        if b.umax == 0:
            return IntRange.full(w)
        if a.umax < max(b.umin, 1):
            return IntRange.from_unsigned(a.umin, a.umax, w)  # the dividend itself
        return IntRange.from_unsigned(0, min(a.umax, b.umax - 1), w)
    m = max(abs(b.smin), abs(b.smax))
    if m == 0:
        return IntRange.full(w)
    if (b.smin > 0 or b.smax < 0) and max(abs(a.smin), abs(a.smax)) < min(abs(b.smin), abs(b.smax)):
        return IntRange.from_signed(a.smin, a.smax, w)  # |dividend| below every divisor: the dividend
    lo = 0 if a.smin >= 0 else max(a.smin, -(m - 1))
    hi = 0 if a.smax <= 0 else min(a.smax, m - 1)
    return IntRange.from_signed(lo, hi, w)


# -- bits ---------------------------------------------------------------------------------------


def _known_bits(r: IntRange) -> Tuple[int, int]:
    """(known ones, known zeros) of every value of unsigned `[umin, umax]`:
    the bits above the highest bit where umin and umax differ."""
    mask = (1 << r.width) - 1
    diff = r.umin ^ r.umax
    unknown = (1 << diff.bit_length()) - 1
    ones = r.umin & ~unknown & mask
    zeros = ~r.umin & ~unknown & mask
    return ones, zeros


def bitwise_range(a: IntRange, b: IntRange, kind: str) -> Optional[IntRange]:
    """`and`, `or` or `xor` of the two ranges, from the bits known in every
    value of each (plus `x & y <= min(x, y)`, `x | y >= max(x, y)`)."""
    w = a.width
    mask = (1 << w) - 1
    o1, z1 = _known_bits(a)
    o2, z2 = _known_bits(b)
    if kind == "and":
        ones, zeros = o1 & o2, z1 | z2
    elif kind == "or":
        ones, zeros = o1 | o2, z1 & z2
    else:
        known = (o1 | z1) & (o2 | z2)
        ones = (o1 ^ o2) & known
        zeros = ~(o1 ^ o2) & known & mask
    lo, hi = ones, ~zeros & mask
    if kind == "and":
        hi = min(hi, a.umax, b.umax)
    elif kind == "or":
        lo = max(lo, a.umin, b.umin)
    if lo > hi:
        return None
    return IntRange.from_unsigned(lo, hi, w)


def shift_range(a: IntRange, b: IntRange, kind: str, nsw: bool = False, nuw: bool = False) -> Optional[IntRange]:
    """`shl`, `shru` or `shrs` by an amount in unsigned `[b.umin, b.umax]`;
    amounts of the width or more are poison and left out."""
    w = a.width
    lo_s, hi_s = b.umin, min(b.umax, w - 1)
    if lo_s > hi_s:
        return IntRange.full(w)  # always poison
    if kind == "shl":
        return _from_math(w, (a.umin << lo_s, a.umax << hi_s),
                          _corners(lambda x, n: x << n, (a.smin, a.smax), (lo_s, hi_s)), nsw, nuw)
    if kind == "shru":
        return IntRange.from_unsigned(a.umin >> hi_s, a.umax >> lo_s, w)
    return IntRange.from_signed(*_corners(lambda x, n: x >> n, (a.smin, a.smax), (lo_s, hi_s)), w)


def minmax_range(a: IntRange, b: IntRange, signed: bool, larger: bool) -> IntRange:
    """`min`/`max` in the signed or unsigned reading."""
    pick = max if larger else min
    w = a.width
    if signed:
        return IntRange.from_signed(pick(a.smin, b.smin), pick(a.smax, b.smax), w)
    return IntRange.from_unsigned(pick(a.umin, b.umin), pick(a.umax, b.umax), w)


# -- width changes ------------------------------------------------------------------------------


def extend_range(a: IntRange, width: int, signed: bool) -> IntRange:
    """Zero (`extui`) or sign (`extsi`) extension to the wider |width|."""
    if signed:
        return IntRange.from_signed(a.smin, a.smax, width)
    return IntRange.from_unsigned(a.umin, a.umax, width)


def truncate_range(a: IntRange, width: int) -> Optional[IntRange]:
    """Truncation to the narrower |width|: each reading is kept when it
    does not wrap."""
    return _both(width, (a.umin, a.umax), (a.smin, a.smax))


def cast_range(a: IntRange, width: int, signed: bool) -> Optional[IntRange]:
    """A cast that extends (signed or not) to a wider width, truncates to
    a narrower one, or keeps the width (`index_cast`, `index.casts`...)."""
    if width > a.width:
        return extend_range(a, width, signed)
    if width < a.width:
        return truncate_range(a, width)
    return a


# -- comparisons --------------------------------------------------------------------------------


def _decide(pred: str, x: Tuple[int, int], y: Tuple[int, int]) -> Optional[bool]:
    """Whether `x pred y` holds for every pair of the two intervals (True),
    for none (False), or neither (None); |pred| is lt, le, gt or ge."""
    (xl, xh), (yl, yh) = x, y
    if pred in ("gt", "ge"):
        pred = "lt" if pred == "gt" else "le"
        (xl, xh), (yl, yh) = (yl, yh), (xl, xh)
    if pred == "lt":
        if xh < yl:
            return True
        if xl >= yh:
            return False
    else:
        if xh <= yl:
            return True
        if xl > yh:
            return False
    return None


def compare_range(pred: str, a: IntRange, b: IntRange) -> Optional[bool]:
    """Whether `cmpi pred` (`eq`, `ne`, `slt`, `ule`...) is always true
    (True), always false (False) or either (None) on the two ranges."""
    if pred in ("eq", "ne"):
        ca, cb = a.constant_value(), b.constant_value()
        if ca is not None and cb is not None and to_unsigned(ca, a.width) == to_unsigned(cb, a.width):
            same: Optional[bool] = True
        elif a.intersect(b) is None:
            same = False
        else:
            same = None
        return same if pred == "eq" or same is None else not same
    if pred[0] == "s":
        return _decide(pred[1:], (a.smin, a.smax), (b.smin, b.smax))
    return _decide(pred[1:], (a.umin, a.umax), (b.umin, b.umax))


def bool_range(value: Optional[bool]) -> IntRange:
    """The i1 range of a comparison outcome (None: either)."""
    if value is None:
        return IntRange.full(1)
    return IntRange.constant(int(value), 1)


def join_all(ranges: Sequence[IntRange]) -> Optional[IntRange]:
    out: Optional[IntRange] = None
    for r in ranges:
        out = r if out is None else out.union(r)
    return out

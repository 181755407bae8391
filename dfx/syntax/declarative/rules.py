"""Type rules of declarative ops: how the types a format does not print
are found (`AllTypesMatch`, `SameOperandsAndResultType`, `TypesMatchWith`,
`InferTypes`...). Dialect modules build them when they declare their ops,
so this module imports nothing of the engine (`dfx.syntax.declarative`
builds an op's parser the first time the op is looked up)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterable, List, Optional, Sequence

    from dfx.ir.attributes import Type
    from dfx.ir.core import Operation

__all__ = ["TypeRule", "AllTypesMatch", "SameOperandsAndResultType", "SameTypeOperands", "TypesMatchWith",
           "InferTypes"]


class TypeRule:
    """Fills in unknown types of groups from known ones (`fill`), says
    which groups it can fill from which (`static_fill`, checked when the op
    is defined) and what the verifier checks (`invariants`)."""

    def fill(self, known: Dict[str, Optional[List[Type]]], sizes: Dict[str, Optional[int]], ctx) -> bool:
        """|ctx| has the op's `spec` and the attributes read so far (`attrs`)."""
        raise NotImplementedError

    def static_fill(self, known: set, spec) -> set:
        raise NotImplementedError


def _fill_group(known, sizes, name: str, t: Type) -> bool:
    if known.get(name) is not None:
        return False
    n = sizes.get(name)
    if n is None:
        return False
    known[name] = [t] * n
    return True


def _first_type(known, names: Iterable[str]) -> Optional[Type]:
    for n in names:
        ts = known.get(n)
        if ts:
            return ts[0]
    return None


class AllTypesMatch(TypeRule):
    """`AllTypesMatch<[names]>`: the named values share one type."""

    def __init__(self, *names: str):
        self.names = names

    def fill(self, known, sizes, ctx) -> bool:
        t = _first_type(known, self.names)
        if t is None:
            return False
        changed = False
        for n in self.names:
            changed |= _fill_group(known, sizes, n, t)
        return changed

    def static_fill(self, known: set, spec) -> set:
        return set(self.names) if known & set(self.names) else set()


class SameOperandsAndResultType(TypeRule):
    """Every operand and result has one type."""

    def _names(self, spec) -> List[str]:
        return [d.name for d in spec.operands] + [d.name for d in spec.results]

    def fill(self, known, sizes, ctx) -> bool:
        names = self._names(ctx.spec)
        t = _first_type(known, names)
        if t is None:
            return False
        changed = False
        for n in names:
            changed |= _fill_group(known, sizes, n, t)
        return changed

    def static_fill(self, known: set, spec) -> set:
        names = set(self._names(spec))
        return names if known & names else set()


class SameTypeOperands(SameOperandsAndResultType):
    """Every operand has one type (`SameTypeOperands`)."""

    def _names(self, spec) -> List[str]:
        return [d.name for d in spec.operands]


class TypesMatchWith(TypeRule):
    """`TypesMatchWith<description, source, target, transform>`: the
    target's type is `transform(source type)`."""

    def __init__(self, source: str, target: str, transform: Callable[[Type], Type], description: str):
        self.source = source
        self.target = target
        self.transform = transform
        self.description = description

    def fill(self, known, sizes, ctx) -> bool:
        src = known.get(self.source)
        if not src:
            return False
        return _fill_group(known, sizes, self.target, self.transform(src[0]))

    def static_fill(self, known: set, spec) -> set:
        return {self.target} if self.source in known else set()

    def check(self, op: Operation, spec) -> Optional[str]:
        src = spec.group_values(op, self.source)
        dst = spec.group_values(op, self.target)
        if src and dst and self.transform(src[0].type) != dst[0].type:
            return f"failed to verify that {self.description}"
        return None


class InferTypes(TypeRule):
    """Op-specific inference: `fn(known, attrs)` returns {group name: list
    of types} for groups it can infer (`targets`) from the known types
    (lists by group name) and the parsed attributes."""

    def __init__(self, fn: Callable, targets: Sequence[str], sources: Sequence[str] = ()):
        self.fn = fn
        self.targets = tuple(targets)
        self.sources = tuple(sources)

    def fill(self, known, sizes, ctx) -> bool:
        if any(known.get(s) is None for s in self.sources):
            return False
        out = self.fn(known, ctx.attrs)
        changed = False
        for name, types in (out or {}).items():
            if known.get(name) is None and types is not None:
                known[name] = list(types)
                changed = True
        return changed

    def static_fill(self, known: set, spec) -> set:
        return set(self.targets) if set(self.sources) <= known else set()

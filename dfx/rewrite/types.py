"""1:N type conversion rules."""

from __future__ import annotations

from dfx.ir.attributes import FunctionType, Type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence

__all__ = ["TypeConverter"]

if TYPE_CHECKING:
    Rule = Callable[[Type], Optional[Sequence[Type]]]


class TypeConverter:
    """Converts types through rules tried newest first; a rule returns the
    list of types a type becomes, or None to pass. A type no rule claims
    converts to itself. Answers are cached per type (types are immutable)."""

    def __init__(self) -> None:
        self._rules: List[Rule] = []
        self._cache: Dict[Type, List[Type]] = {}

    def add_rule(self, rule: Rule) -> None:
        self._rules.insert(0, rule)
        self._cache.clear()

    def convert(self, t: Type) -> List[Type]:
        hit = self._cache.get(t)
        if hit is None:
            hit = [t]
            for rule in self._rules:
                out = rule(t)
                if out is not None:
                    hit = list(out)
                    break
            self._cache[t] = hit
        return list(hit)

    def convert_all(self, types: Sequence[Type]) -> List[Type]:
        out: List[Type] = []
        for t in types:
            out.extend(self.convert(t))
        return out

    def is_legal(self, t: Type) -> bool:
        """Whether |t| converts to exactly itself."""
        out = self.convert(t)
        return len(out) == 1 and out[0] == t

    def convert_function_type(self, ft: FunctionType) -> FunctionType:
        return FunctionType(tuple(self.convert_all(ft.inputs)), tuple(self.convert_all(ft.results)))

    def expansion(self, types: Sequence[Type]) -> List[int]:
        """The number of converted types of each of |types|."""
        return [len(self.convert(t)) for t in types]

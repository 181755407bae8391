"""Structural verification of IR: block terminators, single-block regions,
branch operand counts and types, required terminators per op
(`require_terminator`). Raises a located `VerifyError`.
"""

from __future__ import annotations

from typing import Dict, Optional, Protocol

from dfx.ir.diagnostics import Diagnostic, VerifyError
from dfx.ir.core import Operation, WalkOrder
from dfx.ir.traits import BranchOp
from dfx.ir.markers import NoTerminator, SingleBlock, Terminator

__all__ = [
    "verify_module", "require_terminator", "REQUIRED_TERMINATORS",
]


#===----------------------------------------------------------------------===#
# Verification (structure only: no dominance, no op-specific verifiers)
#===----------------------------------------------------------------------===#


REQUIRED_TERMINATORS: Dict[str, str] = {}
"""Op name → the only terminator its region blocks may end with (MLIR's
`SingleBlockImplicitTerminator`); see `require_terminator`."""


def require_terminator(op_name: str, terminator_name: str) -> None:
    """Declares that every block of |op_name|'s regions must end with
    |terminator_name| (checked by `verify_module`)."""
    REQUIRED_TERMINATORS[op_name] = terminator_name


class SourceText(Protocol):
    """What the verifier needs of the parsed text (the parser's lexer is
    one): the text of a 1-based line, for the diagnostic's source line."""

    def line_text(self, line: int) -> str: ...


def verify_module(root: Operation, source: Optional[SourceText] = None, line_offset: int = 0) -> None:
    """Checks block terminators, single-block regions and branch arities of
    registered ops under |root|; raises `VerifyError` on the first problem.
    With |source| (for example the lexer of the parsed text) the diagnostic carries the
    source line."""

    def fail(op_or_loc, message: str):
        loc = op_or_loc.location if isinstance(op_or_loc, Operation) else op_or_loc
        line = None
        if source is not None and loc.line > 0:
            line = source.line_text(loc.line - line_offset)
        raise VerifyError(Diagnostic(message, loc, "error", line))

    for op in root.walk(WalkOrder.PRE):
        d = op.definition
        if d is None:
            continue
        tm = d.trait_map
        if Terminator in tm:
            if op.parent is not None and op.parent.last_op is not op:
                fail(op, f"'{op.name}' op must be the last operation in the parent block")
        if BranchOp in tm:
            br = tm[BranchOp]
            for i, succ in enumerate(op.successors):
                try:
                    start, n = br.successor_operand_range(op, i)
                except (IndexError, ValueError):
                    continue
                if n != len(succ.arguments):
                    fail(op, f"'{op.name}' op branch has {n} operands for successor #{i}, but target "
                             f"block has {len(succ.arguments)}")
                for j in range(n):
                    if op.operand(start + j).type != succ.arguments[j].type:
                        fail(op, f"'{op.name}' op type mismatch for bb argument #{j} of successor #{i}")
        if not op.regions:
            continue
        single = SingleBlock in tm
        needs_term = NoTerminator not in tm
        required = REQUIRED_TERMINATORS.get(op.name)
        for ri, region in enumerate(op.regions):
            if single and len(region.blocks) > 1:
                fail(op, f"'{op.name}' op expects region #{ri} to have 0 or 1 blocks")
            if not needs_term:
                continue
            for block in region.blocks:
                last = block.last_op
                if last is None:
                    fail(block.location or op.location, "empty block: expect at least a terminator")
                if required is not None and last.name != required:
                    fail(op, f"'{op.name}' op expects regions to end with '{required}', found '{last.name}'")
                if last.definition is not None and Terminator not in last.definition.trait_map:
                    fail(last, f"block with no terminator, has '{last.name}'")

"""Torch programs of the frontend corpus, exported with iree-turbine's
`aot.export` (run by ../export.py in the frontend environment).

Every program is a small `torch.nn.Module` with seeded weights. Most keep
their weights as external parameters (`aot.externalize_module_parameters`
or `ExternalTensorTrait`: `#flow.parameter.named` globals, as sharded LLM
exports do), so the dumps carry no weight data; `mlp` keeps its weights
inline (small `dense_resource` blobs) as a plain export does.

Multi-device programs place their arguments with `arg_device`
(`DeviceAffinity`), their weights with `DeviceTensorTrait` (a
`stream.affinity` on the parameter global) and move activations with
`iree.turbine.ops.iree.transfer_to_logical_device` (a `flow.tensor.transfer`
to `#hal.device.promise<@__device_N>`), the way sharded models are written:

* `tp_llama_<N>`: one Llama decoder block (RMSNorm, attention, SwiGLU
  feed-forward) plus a vocabulary projection, tensor-parallel over N
  devices: each device holds 8/N of the attention heads and of the
  feed-forward columns, partial sums are all-reduced by transferring every
  shard to every device and adding, and the sharded logits are gathered on
  device 0; the sequence length is symbolic (static on 8 devices, which
  keeps its dumps small);
* `pp_mlp_<N>`: N pipeline stages (LayerNorm + MLP with a residual), stage
  k's weights on device k, the activation moved to the next device between
  stages.

Every program gets IREE's async ABI from iree-compile's torch input
conversion (`$async` functions with `!hal.fence` arguments and a
synchronous wrapper).
"""

from __future__ import annotations

from typing import Callable, Dict, List, NamedTuple

import torch
import torch.nn as nn
import torch.nn.functional as F

import iree.turbine.aot as aot
from iree.turbine.aot import DeviceAffinity, DeviceTensorTrait, ExternalTensorTrait
from iree.turbine.ops.iree import transfer_to_logical_device


class Program(NamedTuple):
    name: str
    devices: int
    description: str
    export: Callable[[], "aot.ExportOutput"]


def _seeded(seed: int) -> None:
    torch.manual_seed(seed)


def _place(param: torch.Tensor, device: int, name: str) -> torch.Tensor:
    """Marks |param| as parameter |name| of scope "model" living on |device|."""
    DeviceTensorTrait(device).set(param)
    ExternalTensorTrait(external_scope="model", external_name=name).set(param)
    return param


def _xfer(device: int, t: torch.Tensor) -> torch.Tensor:
    return transfer_to_logical_device(f"{device}", t)


#===----------------------------------------------------------------------===#
# Single-device programs
#===----------------------------------------------------------------------===#


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 4)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


def export_mlp():
    _seeded(1)
    return aot.export(MLP(), args=(torch.randn(2, 8),))


class AttentionBlock(nn.Module):
    """Pre-norm multi-head self-attention with a causal mask and a residual."""

    def __init__(self, dim: int = 16, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.norm = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(self.norm(x)).chunk(3, dim=-1)
        split = lambda t: t.view(b, s, self.heads, d // self.heads).transpose(1, 2)
        a = F.scaled_dot_product_attention(split(q), split(k), split(v), is_causal=True)
        return x + self.out(a.transpose(1, 2).reshape(b, s, d))


def export_attention():
    _seeded(2)
    m = AttentionBlock()
    aot.externalize_module_parameters(m, external_scope="model")
    return aot.export(m, args=(torch.randn(1, 4, 16),))


class ConvBlock(nn.Module):
    """Conv, group norm, pools, linear. (Not batch norm: in eval mode its
    `rsqrt(var + eps)` of parameters is hoisted into initializers, which
    iree-compile 3.2.0 fuses differently from run to run.)"""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, 3, padding=1)
        self.norm1 = nn.GroupNorm(2, 4)
        self.conv2 = nn.Conv2d(4, 8, 3, stride=2)
        self.fc = nn.Linear(8, 5)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.norm1(self.conv1(x))), 2)
        x = F.relu(self.conv2(x))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


def export_conv():
    _seeded(3)
    m = ConvBlock().eval()
    aot.externalize_module_parameters(m, external_scope="model")
    return aot.export(m, args=(torch.randn(1, 3, 10, 10),))


class DynamicMLP(nn.Module):
    """Batch and sequence both symbolic: torch's range assumptions on them
    (`torch.bind_symbolic_shape`) become `util.assume.int` in 3.13."""

    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(8, 8)
        self.gate = nn.Linear(8, 8)

    def forward(self, x, mask):
        h = self.proj(x) * torch.sigmoid(self.gate(x))
        h = h.masked_fill(mask.unsqueeze(-1), 0.0)
        return h.sum(dim=1) / (~mask).sum(dim=1, keepdim=True).clamp(min=1)


def export_dynamic():
    _seeded(4)
    m = DynamicMLP()
    aot.externalize_module_parameters(m, external_scope="model")
    batch = torch.export.Dim("batch", min=1, max=16)
    seq = torch.export.Dim("seq", min=2, max=128)
    return aot.export(m, args=(torch.randn(2, 6, 8), torch.zeros(2, 6, dtype=torch.bool)),
                      dynamic_shapes={"x": {0: batch, 1: seq}, "mask": {0: batch, 1: seq}},
                      import_symbolic_shape_expressions=True)


class CacheUpdate(nn.Module):
    """Writes new rows into a cache argument in place (a mutated argument:
    `hal.tensor.alias` of the result onto the caller's buffer), as LLM
    decode steps update their KV cache, and reads the whole cache back."""

    def __init__(self):
        super().__init__()
        self.k = nn.Linear(8, 8, bias=False)

    def forward(self, x, cache, positions):
        cache.index_copy_(0, positions, self.k(x))
        return torch.softmax(x @ cache.T, dim=-1)


def export_kv_cache():
    _seeded(5)
    m = CacheUpdate()
    aot.externalize_module_parameters(m, external_scope="model")
    tokens = torch.export.Dim("tokens", min=1, max=8)
    return aot.export(m, args=(torch.randn(2, 8), torch.zeros(16, 8), torch.tensor([3, 4])),
                      dynamic_shapes={"x": {0: tokens}, "cache": {}, "positions": {0: tokens}},
                      import_symbolic_shape_expressions=True)


class TwoEntry(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(32, 8)
        self.head = nn.Linear(8, 32, bias=False)

    def forward(self, tokens):
        return self.head(torch.tanh(self.embed(tokens)))


def export_multi_entry():
    """Two entry points over one set of parameters (`FxProgramsBuilder`),
    as LLM exports have `prefill` and `decode`."""
    _seeded(6)
    m = TwoEntry()
    aot.externalize_module_parameters(m, external_scope="model")
    fxb = aot.FxProgramsBuilder(m)
    seq = torch.export.Dim("seq", min=2, max=64)

    @fxb.export_program(name="prefill", args=(torch.zeros(1, 4, dtype=torch.int64),),
                        dynamic_shapes={"tokens": {1: seq}})
    def _prefill(module, tokens):
        return module(tokens)

    @fxb.export_program(name="decode", args=(torch.zeros(1, 1, dtype=torch.int64),))
    def _decode(module, tokens):
        return module(tokens).argmax(dim=-1)

    return aot.export(fxb, import_symbolic_shape_expressions=True)


#===----------------------------------------------------------------------===#
# Multi-device programs
#===----------------------------------------------------------------------===#


def _rms_norm(x, weight, eps=1e-5):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


class TensorParallelLlamaBlock(nn.Module):
    """A Llama decoder block and vocabulary projection sharded over N devices.

    Weights are stored as (in, out), so that no transpose is hoisted into an
    initializer; q/k/v and gate/up are one projection per device, split by
    slicing (`chunk` becomes an op iree-compile 3.2.0 cannot legalize)."""

    DIM, HEADS, FFN, VOCAB = 16, 8, 32, 32

    def __init__(self, n: int):
        super().__init__()
        self.n = n
        d, hd = self.DIM, self.DIM // self.HEADS
        heads, ffn, vocab = self.HEADS // n, self.FFN // n, self.VOCAB // n
        self.heads_per_device = heads

        def shards(prefix, shape):
            out = nn.ParameterList()
            for i in range(n):
                p = nn.Parameter(torch.randn(*shape) * 0.1)
                out.append(_place(p, i, f"{prefix}.{i}"))
            return out

        def replicas(prefix, shape):
            out = nn.ParameterList()
            value = torch.rand(*shape) + 0.5
            for i in range(n):
                out.append(_place(nn.Parameter(value.clone()), i, f"{prefix}.{i}"))
            return out

        self.attn_norm = replicas("attn_norm", (d,))
        self.wqkv = shards("attn_qkv", (d, 3 * heads * hd))
        self.wo = shards("attn_out", (heads * hd, d))
        self.ffn_norm = replicas("ffn_norm", (d,))
        self.w_gate_up = shards("ffn_gate_up", (d, 2 * ffn))
        self.w_down = shards("ffn_down", (ffn, d))
        self.out_norm = replicas("out_norm", (d,))
        self.lm_head = shards("lm_head", (d, vocab))

    def all_reduce(self, parts: List[torch.Tensor]) -> List[torch.Tensor]:
        """Every device adds the shards of all devices, in device order."""
        out = []
        for i in range(self.n):
            total = None
            for j in range(self.n):
                t = parts[j] if j == i else _xfer(i, parts[j])
                total = t if total is None else total + t
            out.append(total)
        return out

    def forward(self, *xs):
        b, s, d = xs[0].shape
        hd = self.DIM // self.HEADS
        partial = []
        for i in range(self.n):
            h = _rms_norm(xs[i], self.attn_norm[i])
            split = lambda t: t.view(b, s, self.heads_per_device, hd).transpose(1, 2)
            qkv = h @ self.wqkv[i]
            w = qkv.shape[-1] // 3
            q, k, v = (split(qkv[..., j * w:(j + 1) * w]) for j in range(3))
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            partial.append(a.transpose(1, 2).reshape(b, s, -1) @ self.wo[i])
        hs = [x + r for x, r in zip(xs, self.all_reduce(partial))]
        partial = []
        for i in range(self.n):
            gate_up = _rms_norm(hs[i], self.ffn_norm[i]) @ self.w_gate_up[i]
            w = gate_up.shape[-1] // 2
            gate, up = gate_up[..., :w], gate_up[..., w:]
            partial.append((F.silu(gate) * up) @ self.w_down[i])
        hs = [x + r for x, r in zip(hs, self.all_reduce(partial))]
        logits = [_rms_norm(hs[i], self.out_norm[i]) @ self.lm_head[i] for i in range(self.n)]
        # All-gather of the vocabulary shards on device 0.
        return torch.cat([logits[0]] + [_xfer(0, t) for t in logits[1:]], dim=-1)


def export_tp_llama(n: int, dynamic: bool):
    def export():
        _seeded(100 + n)
        m = TensorParallelLlamaBlock(n)
        xs = tuple(torch.randn(1, 4, m.DIM) for _ in range(n))
        dynamic_shapes = None
        if dynamic:
            seq = torch.export.Dim("seq", min=2, max=64)
            dynamic_shapes = (tuple({1: seq} for _ in range(n)),)
        return aot.export(m, args=xs, dynamic_shapes=dynamic_shapes,
                          arg_device={i: DeviceAffinity(i) for i in range(n)},
                          import_symbolic_shape_expressions=dynamic)
    return export


class PipelineMLP(nn.Module):
    """N stages (layer norm, MLP, residual); stage k runs on device k."""

    DIM = 16

    def __init__(self, n: int):
        super().__init__()
        self.n = n
        self.ups = nn.ParameterList(nn.Parameter(torch.randn(self.DIM, 2 * self.DIM) * 0.2) for _ in range(n))
        self.downs = nn.ParameterList(nn.Parameter(torch.randn(2 * self.DIM, self.DIM) * 0.2) for _ in range(n))
        for k in range(n):
            _place(self.ups[k], k, f"up.{k}")
            _place(self.downs[k], k, f"down.{k}")

    def forward(self, x):
        for k in range(self.n):
            if k:
                x = _xfer(k, x)
            h = F.layer_norm(x, (self.DIM,))
            x = x + F.gelu(h @ self.ups[k]) @ self.downs[k]
        return x


def export_pp_mlp(n: int):
    def export():
        _seeded(200 + n)
        return aot.export(PipelineMLP(n), args=(torch.randn(2, PipelineMLP.DIM),),
                          arg_device={0: DeviceAffinity(0)})
    return export


PROGRAMS: List[Program] = [
    Program("mlp", 1, "two linear layers, weights inline (dense_resource)", export_mlp),
    Program("attention", 1, "pre-norm causal self-attention block (SDPA), parameters", export_attention),
    Program("conv", 1, "conv + group norm + max pool + strided conv + global average pool + linear", export_conv),
    Program("dynamic", 1, "gated MLP over symbolic batch and sequence with a mask (util.assume.int)",
            export_dynamic),
    Program("kv_cache", 1, "in-place index_copy_ into a cache argument (hal.tensor.alias), symbolic tokens",
            export_kv_cache),
    Program("multi_entry", 1, "prefill (symbolic sequence) and decode entry points over shared parameters",
            export_multi_entry),
    *(Program(f"tp_llama_{n}", n, f"Llama block tensor-parallel over {n} devices (all-reduce, gather), "
              f"symbolic sequence", export_tp_llama(n, True)) for n in (2, 4)),
    Program("tp_llama_8", 8, "Llama block tensor-parallel over 8 devices (all-reduce, gather), static shapes",
            export_tp_llama(8, False)),
    *(Program(f"pp_mlp_{n}", n, f"{n}-stage pipeline, stage k on device k", export_pp_mlp(n))
      for n in (2, 4, 8)),
]


def programs() -> Dict[str, Program]:
    return {p.name: p for p in PROGRAMS}

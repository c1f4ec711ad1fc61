#!/usr/bin/env python3
"""Where a training step's time goes, and what attention and decode power do, on one GPU.

Run on a lent H200 (issue 18): `python3 tests/device/h200_breakdown.py OUT_DIR`. Writes JSON
lines to OUT_DIR/breakdown.jsonl as it goes and nvidia-smi's readings to OUT_DIR/power.csv.
Never part of CI.

  attention  SDPA causal forward and forward+backward (the kernel PyTorch picks, and FlashAttention
             forced), batch x sequence of 8,192 and 16,384 tokens, 32 heads (8 KV) of 128:
             achieved TFLOP/s against the FLOPs of the causal half
  profile    one Hugging Face Llama-3.2-1B-shaped training step (4 x 2,048 tokens, fp32 weights,
             bf16 autocast, fused AdamW), eager and compiled, under torch.profiler: CUDA kernel
             time summed by kind (GEMM, attention, element-wise, reduction/softmax/loss, optimizer,
             copies, other)
  power      a Llama-3.1-8B-shaped decode step replayed as a CUDA graph at 1, 4, 8, 16, 64 and
             512 sequences, 3 s each, with power sampled every 100 ms
"""
import json
import os
import sys
import time
import traceback

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from h200_constants import (DecodeModel, bench, captured, hf_train_step,  # noqa: E402
                            power_window, start_power_log)

OUT = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
LOG = open(os.path.join(OUT, "breakdown.jsonl"), "a", buffering=1)
T0 = time.time()
dev = torch.device("cuda")


def emit(kind, **fields):
    fields = {"kind": kind, "t": round(time.time() - T0, 3), **fields}
    LOG.write(json.dumps(fields) + "\n")
    print(json.dumps(fields), flush=True)


def attention():
    emit("phase", name="attention")
    from torch.nn.attention import SDPBackend, sdpa_kernel

    heads, kv, d = 32, 8, 128
    for batch, seq in ((4, 2048), (2, 4096), (1, 8192), (2, 8192)):
        q = torch.randn(batch, heads, seq, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        k = torch.randn(batch, kv, seq, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        v = torch.randn_like(k, requires_grad=True)
        g = torch.randn(batch, heads, seq, d, device=dev, dtype=torch.bfloat16)
        fwd_flops = 4 * batch * heads * seq * seq * d / 2  # QK^T and AV over the causal half
        for name, backends in (("default", None), ("flash", [SDPBackend.FLASH_ATTENTION]),
                               ("cudnn", [SDPBackend.CUDNN_ATTENTION])):
            def fwd():
                return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)

            def fwd_bwd():
                out = fwd()
                out.backward(g)

            try:
                if backends is None:
                    sf, sb = bench(fwd), bench(fwd_bwd)
                else:
                    with sdpa_kernel(backends):
                        sf, sb = bench(fwd), bench(fwd_bwd)
                emit("attention", impl=name, batch=batch, seq=seq, forward_s=sf, fwd_bwd_s=sb,
                     forward_tflops=fwd_flops / sf / 1e12,
                     fwd_bwd_tflops_3_5x=3.5 * fwd_flops / sb / 1e12)
            except Exception as e:  # noqa: BLE001
                emit("error", part=f"attention {name} {batch}x{seq}", message=repr(e)[:300])
        del q, k, v, g
    torch.cuda.empty_cache()


KINDS = (
    ("attention", ("flash", "fmha", "attention", "sdpa", "cudnn")),
    ("gemm", ("gemm", "cutlass", "xmma", "sm90_", "sm80_", "cublas", "matmul", "nvjet", "splitk")),
    ("optimizer", ("adam", "multi_tensor", "foreach")),
    ("reduction_softmax_loss", ("reduce", "softmax", "nll", "log_softmax", "cross_entropy",
                                "norm_kernel", "rsqrt")),
    ("copy_cast", ("copy", "cast", "convert", "to_copy", "memcpy", "memset", "fill")),
    ("elementwise", ("elementwise", "vectorized", "unrolled", "triton", "pointwise", "mul", "add",
                     "silu", "neg", "cat", "index")),
)


def kind_of(name):
    lower = name.lower()
    for kind, keys in KINDS:
        if any(k in lower for k in keys):
            return kind
    return "other"


def profile_step(name, compiled):
    from torch.profiler import ProfilerActivity, profile
    model, one = hf_train_step(16, 2048, 32, 8192, 4, 2048, compiled)
    for _ in range(3):
        one()
    torch.cuda.synchronize()
    steps = 3
    t = time.time()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            one()
        torch.cuda.synchronize()
    wall = (time.time() - t) / steps
    totals, names = {}, {}
    for e in prof.key_averages():
        us = getattr(e, "device_time_total", None)
        if us is None:
            us = getattr(e, "cuda_time_total", 0)
        if not us or e.key.startswith(("aten::", "cuda", "Profiler")):
            continue
        k = kind_of(e.key)
        totals[k] = totals.get(k, 0) + us / steps / 1e6
        names.setdefault(k, []).append((us / steps / 1e6, e.key[:90]))
    top = {k: [n for _, n in sorted(v, reverse=True)[:6]] for k, v in names.items()}
    emit("train_profile", name=name, compiled=compiled, wall_s=wall,
         kernel_s={k: round(v, 5) for k, v in sorted(totals.items())},
         kernel_total_s=sum(totals.values()), top_kernels=top)
    del model, one
    torch.cuda.empty_cache()


def training():
    emit("phase", name="profile")
    profile_step("llama3.2-1b-eager-mb4", False)
    if time.time() - T0 < 200:
        profile_step("llama3.2-1b-compiled-mb4", True)


def decode_power():
    emit("phase", name="power")
    for batch in (1, 4, 8, 16, 64, 512):
        m = DecodeModel(batch, 1152)
        g = captured(m.step)
        s = bench(g.replay, warmup=30, rep=150)
        emit("phase", name=f"decode-power-b{batch}")
        n = power_window(3.0, g.replay)
        emit("phase", name=f"decode-power-b{batch}-end")
        emit("decode_step", model="llama3-8b", batch=batch, context=1152, seconds=s,
             power_steps=n)
        del g, m
        torch.cuda.empty_cache()


def main():
    smi = start_power_log(OUT)
    emit("start", torch=torch.__version__, gpu=torch.cuda.get_device_name(), epoch=time.time())
    for part in (attention, decode_power, training):
        try:
            part()
        except Exception as e:  # noqa: BLE001
            emit("error", part=part.__name__, message=repr(e)[:500],
                 trace=traceback.format_exc()[-2000:])
            torch.cuda.empty_cache()
    emit("done", seconds=time.time() - T0)
    smi.terminate()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Measures on one GPU the kernel and step rates the throughput model's constants stand on.

Run on a lent H200 (issue 18): `python3 tests/device/h200_constants.py OUT_DIR`. It writes one
JSON object per line to OUT_DIR/measurements.jsonl as it goes (a run cut short keeps what it
measured) and nvidia-smi's power and clock readings to OUT_DIR/power.csv, each phase's start and
end in measurements.jsonl so the two can be joined. Never part of CI: CI has no GPU.

Parts, each timed with CUDA events after warm-up (triton's do_bench flushes the L2 between runs):
  ceilings   device-to-device copy and the largest bf16 / fp8 GEMM
  gemm_rows  GEMM rate against rows (a decode step's tokens) for Llama 3.1 8B and 70B shapes
  attention  decode attention (one query per sequence) against the KV cache: bytes/s
  decode     a whole Llama-3.1-8B-shaped decode step (32 layers, bf16, CUDA graph) at several
             batches, the shape of a serving engine's step without its scheduler
  training   HF transformers Llama-3.2-1B/3B-shaped training steps, eager and compiled: step
             time and peak memory (the fp32 logits of an eager run)
"""
import json
import os
import subprocess
import sys
import time
import traceback

import torch
import torch.nn.functional as F

OUT = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
LOG = open(os.path.join(OUT, "measurements.jsonl"), "a", buffering=1)
T0 = time.time()


def emit(kind, **fields):
    fields = {"kind": kind, "t": round(time.time() - T0, 3), **fields}
    LOG.write(json.dumps(fields) + "\n")
    print(json.dumps(fields), flush=True)


def bench(fn, warmup=20, rep=80):
    from triton.testing import do_bench

    return do_bench(fn, warmup=warmup, rep=rep, return_mode="median") * 1e-3  # seconds


def phase(name):
    emit("phase", name=name)


dev = torch.device("cuda")
torch.backends.cuda.matmul.allow_tf32 = True


def ceilings():
    phase("ceilings")
    n = 1 << 30  # 2 GiB of bf16
    a = torch.randn(n, device=dev, dtype=torch.bfloat16)
    b = torch.empty_like(a)
    s = bench(lambda: b.copy_(a))
    emit("copy", bytes=2 * a.numel() * 2, seconds=s, tb_per_s=4 * n / s / 1e12)
    del a, b
    m = 8192
    x = torch.randn(m, m, device=dev, dtype=torch.bfloat16)
    w = torch.randn(m, m, device=dev, dtype=torch.bfloat16)
    s = bench(lambda: x @ w)
    emit("gemm_peak", dtype="bf16", m=m, seconds=s, tflops=2 * m**3 / s / 1e12)
    try:
        xf = x.to(torch.float8_e4m3fn)
        wf = w.to(torch.float8_e4m3fn).t().contiguous().t()
        one = torch.tensor(1.0, device=dev)
        s = bench(lambda: torch._scaled_mm(xf, wf, one, one, out_dtype=torch.bfloat16))
        emit("gemm_peak", dtype="fp8", m=m, seconds=s, tflops=2 * m**3 / s / 1e12)
    except Exception as e:  # noqa: BLE001
        emit("error", part="fp8 peak", message=repr(e))


# (name, in, out): the linear layers of one decoder layer at tp 1.
SHAPES = {
    "llama3-8b": [("qkv", 4096, 6144), ("o", 4096, 4096), ("gate_up", 4096, 28672),
                  ("down", 14336, 4096)],
    "llama3-70b": [("qkv", 8192, 10240), ("gate_up", 8192, 57344), ("down", 28672, 8192)],
}
ROWS = [1, 16, 32, 64, 128, 256, 384, 512, 1024, 2048, 4096, 8192]


def gemm_rows():
    phase("gemm_rows")
    one = torch.tensor(1.0, device=dev)
    for model, layers in SHAPES.items():
        for name, k, n in layers:
            wbytes = k * n * 2
            copies = max(1, -(-(512 << 20) // wbytes))  # rotate past the 60 MB L2 as well
            ws = [torch.randn(n, k, device=dev, dtype=torch.bfloat16) for _ in range(copies)]
            wf = [w.to(torch.float8_e4m3fn) for w in ws]
            for rows in ROWS:
                x = torch.randn(rows, k, device=dev, dtype=torch.bfloat16)
                i = [0]

                def run_bf16():
                    i[0] = (i[0] + 1) % copies
                    return x @ ws[i[0]].t()

                s = bench(run_bf16)
                emit("gemm", model=model, layer=name, k=k, n=n, rows=rows, dtype="bf16", seconds=s,
                     tflops=2 * rows * k * n / s / 1e12, weight_tb_per_s=wbytes / s / 1e12)
                if rows % 16:
                    continue
                xf = x.to(torch.float8_e4m3fn)

                def run_fp8():
                    i[0] = (i[0] + 1) % copies
                    return torch._scaled_mm(xf, wf[i[0]].t(), one, one, out_dtype=torch.bfloat16)

                try:
                    s = bench(run_fp8)
                    emit("gemm", model=model, layer=name, k=k, n=n, rows=rows, dtype="fp8",
                         seconds=s, tflops=2 * rows * k * n / s / 1e12,
                         weight_tb_per_s=wbytes / 2 / s / 1e12)
                except Exception as e:  # noqa: BLE001
                    emit("error", part=f"fp8 gemm {model} {name} {rows}", message=repr(e))
            del ws, wf
            torch.cuda.empty_cache()


def attention():
    phase("attention")
    heads, kv_heads, d = 32, 8, 128
    for ctx in (1152, 4096):
        for batch in (1, 16, 64, 256):
            q = torch.randn(batch, heads, 1, d, device=dev, dtype=torch.bfloat16)
            k = torch.randn(batch, kv_heads, ctx, d, device=dev, dtype=torch.bfloat16)
            v = torch.randn_like(k)
            kv_bytes = 2 * k.numel() * 2
            try:
                s = bench(lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True))
                emit("attention", impl="sdpa-gqa", batch=batch, context=ctx, seconds=s,
                     kv_bytes=kv_bytes, tb_per_s=kv_bytes / s / 1e12)
            except Exception as e:  # noqa: BLE001
                emit("error", part=f"attention {batch} {ctx}", message=repr(e))
            del q, k, v
    torch.cuda.empty_cache()


class DecodeModel:
    """The kernels of a Llama-3.1-8B-shaped decode step, bf16, tp 1: per layer an RMS norm,
    the QKV GEMM, attention over the KV cache (SDPA), the output GEMM, a norm, the gate/up GEMM,
    SiLU x up, the down GEMM; then the output layer over the vocabulary."""

    def __init__(self, batch, ctx, layers=32, hidden=4096, ffn=14336, heads=32, kv_heads=8,
                 vocab=128256):
        d = hidden // heads
        self.shape = (batch, ctx, layers, hidden, ffn, heads, kv_heads, vocab, d)
        bf = dict(device=dev, dtype=torch.bfloat16)
        self.w = [dict(qkv=torch.randn(hidden + 2 * kv_heads * d, hidden, **bf) * 0.02,
                       o=torch.randn(hidden, hidden, **bf) * 0.02,
                       gu=torch.randn(2 * ffn, hidden, **bf) * 0.02,
                       down=torch.randn(hidden, ffn, **bf) * 0.02,
                       k=torch.randn(batch, kv_heads, ctx, d, **bf),
                       v=torch.randn(batch, kv_heads, ctx, d, **bf)) for _ in range(layers)]
        self.head = torch.randn(vocab, hidden, **bf) * 0.02
        self.x = torch.randn(batch, hidden, **bf)

    def step(self):
        batch, ctx, layers, hidden, ffn, heads, kv_heads, vocab, d = self.shape
        x = self.x
        for w in self.w:
            h = F.rms_norm(x, (hidden,))
            qkv = h @ w["qkv"].t()
            q = qkv[:, :hidden].view(batch, heads, 1, d)
            a = F.scaled_dot_product_attention(q, w["k"], w["v"], enable_gqa=True)
            x = x + a.reshape(batch, hidden) @ w["o"].t()
            h = F.rms_norm(x, (hidden,))
            g, u = (h @ w["gu"].t()).chunk(2, dim=-1)
            x = x + (F.silu(g) * u) @ w["down"].t()
        return F.rms_norm(x, (hidden,)) @ self.head.t()


def power_window(seconds, fn):
    """Runs fn for about `seconds` so nvidia-smi's 100 ms samples see the phase."""
    end = time.time() + seconds
    n = 0
    while time.time() < end:
        fn()
        n += 1
    torch.cuda.synchronize()
    return n


def captured(step):
    """The step as a CUDA graph, after a warm-up run on a side stream (as torch documents)."""
    step()
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        step()
    torch.cuda.current_stream().wait_stream(side)
    with torch.cuda.graph(g):
        step()
    return g


def start_power_log(out):
    """nvidia-smi's power, clocks, temperature and load every 100 ms into out/power.csv."""
    return subprocess.Popen(["nvidia-smi", "--query-gpu=timestamp,power.draw,clocks.sm,"
                             "clocks.mem,temperature.gpu,utilization.gpu", "--format=csv",
                             "-lms", "100"], stdout=open(os.path.join(out, "power.csv"), "w"),
                            stderr=subprocess.DEVNULL)


def decode():
    phase("decode")
    ctx = 1152  # 128 prompt tokens plus half of 2,048 output tokens: the TRT-LLM 128/2048 rows
    for batch in (1, 32, 128, 256):
        m = DecodeModel(batch, ctx)
        g = captured(m.step)
        s = bench(g.replay, warmup=50, rep=300)
        weights = sum(w["qkv"].numel() + w["o"].numel() + w["gu"].numel() + w["down"].numel()
                      for w in m.w) * 2 + m.head.numel() * 2
        kv = sum(w["k"].numel() + w["v"].numel() for w in m.w) * 2
        phase(f"decode-power-b{batch}")
        steps = power_window(4.0, g.replay)
        phase(f"decode-power-b{batch}-end")
        emit("decode_step", model="llama3-8b", batch=batch, context=ctx, seconds=s,
             weight_bytes=weights, kv_bytes=kv, tokens_per_s=batch / s,
             hbm_tb_per_s=(weights + kv) / s / 1e12, power_steps=steps)
        del g, m
        torch.cuda.empty_cache()


def hf_train_step(layers, hidden, heads, ffn, batch, seq, compiled):
    """A Hugging Face Llama of that shape (8 KV heads, vocabulary 128,256, tied embeddings) on the
    GPU in fp32 with fused AdamW, and one training step of it under bf16 autocast, as the HF
    Trainer's bf16=True runs it: (model, step function)."""
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = LlamaConfig(hidden_size=hidden, intermediate_size=ffn, num_hidden_layers=layers,
                      num_attention_heads=heads, num_key_value_heads=8, vocab_size=128256,
                      max_position_embeddings=seq, tie_word_embeddings=True,
                      attn_implementation="sdpa")
    model = LlamaForCausalLM(cfg).to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    fwd = torch.compile(model) if compiled else model
    ids = torch.randint(0, cfg.vocab_size, (batch, seq), device=dev)

    def one():
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = fwd(input_ids=ids, labels=ids).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)

    return model, one


def training_step(name, layers, hidden, heads, ffn, batch, seq, compiled, steps=6):
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    model, one = hf_train_step(layers, hidden, heads, ffn, batch, seq, compiled)
    params = sum(p.numel() for p in model.parameters())

    t = time.time()
    one()
    one()
    torch.cuda.synchronize()
    warm = time.time() - t
    torch.cuda.reset_peak_memory_stats()
    phase(f"train-{name}")
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(steps):
        one()
    end.record()
    torch.cuda.synchronize()
    s = start.elapsed_time(end) / steps * 1e-3
    phase(f"train-{name}-end")
    emit("train_step", name=name, params=params, layers=layers, hidden=hidden, heads=heads,
         ffn=ffn, batch=batch, seq=seq, compiled=compiled, seconds=s,
         tokens_per_s=batch * seq / s, peak_allocated=torch.cuda.max_memory_allocated(),
         peak_reserved=torch.cuda.max_memory_reserved(), warmup_seconds=warm)
    del model, one
    torch.cuda.empty_cache()


def training():
    phase("training")
    training_step("llama3.2-1b-eager-mb4", 16, 2048, 32, 8192, 4, 2048, False)
    training_step("llama3.2-3b-eager-mb4", 28, 3072, 24, 8192, 4, 2048, False)
    training_step("llama3.2-1b-eager-mb8", 16, 2048, 32, 8192, 8, 2048, False)
    if time.time() - T0 < 330:
        training_step("llama3.2-1b-compiled-mb4", 16, 2048, 32, 8192, 4, 2048, True)
    else:
        emit("skipped", part="compiled training", reason="time")


def main():
    smi = start_power_log(OUT)
    emit("start", torch=torch.__version__, gpu=torch.cuda.get_device_name(),
         epoch=time.time())
    for part in (ceilings, gemm_rows, attention, decode, training):
        try:
            part()
        except Exception as e:  # noqa: BLE001
            emit("error", part=part.__name__, message=repr(e), trace=traceback.format_exc())
            torch.cuda.empty_cache()
    emit("done", seconds=time.time() - T0)
    smi.terminate()


if __name__ == "__main__":
    main()

"""`Scripts/bench-generate` as a Python module, for the benchmark scripts that share its helpers (its document list,
how it finds them, `timed`, `fresh`, stage times, the release CLI).

Its file name has a hyphen and no extension, so it cannot be imported by name: this file loads it once. The scripts
beside it import this file as `from bench_module import bench` (Python puts a script's own folder first on its path).
"""
import importlib.machinery, importlib.util, os

_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench-generate")


def _load():
    loader = importlib.machinery.SourceFileLoader("bench_generate", _PATH)
    spec = importlib.util.spec_from_loader("bench_generate", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


bench = _load()

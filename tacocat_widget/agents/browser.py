"""Where Python runs in a browser: Pyodide, the kernel of JupyterLite, starts no threads and no
processes (``RuntimeError: can't start new thread``; no ``multiprocessing``). There an agent
decides on the kernel's thread (no time limit can be kept), a review runs as an asyncio task and
an arena in process; the public calls are the same.
"""

from __future__ import annotations

import sys

IN_A_BROWSER = sys.platform == "emscripten"

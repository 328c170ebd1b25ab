"""``python -m tacocat_widget.arena`` and ``tacocat_widget.arena.arena``: ``study/arena.py``.

Imported, the name is the same module as ``tacocat_widget.study.arena``, not a copy of it.
"""

import sys

from .study import arena

if __name__ == "__main__":
    arena.main()
else:
    sys.modules[__name__] = arena

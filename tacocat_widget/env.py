"""``tacocat_widget.env``, the PettingZoo module convention's name for ``adapters/env.py``.

The name is the same module as ``tacocat_widget.adapters.env``, not a copy of it,
so its classes and functions are one set whichever name imports them.
"""

import sys

from .adapters import env

sys.modules[__name__] = env

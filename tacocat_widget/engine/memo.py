"""A cache that is a dict, for the questions the rules and a search ask of the same values."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Final, TypeVar

CACHE_SIZE: Final = 1 << 16
Key = TypeVar("Key", bound=Hashable)
Result = TypeVar("Result")


class Memo(dict[Key, Result]):
    """A cache that is a dict, for the questions a search asks millions of times.

    A hit is one subscript, ``MEMO[key]``: about a third of what a call to an
    ``lru_cache`` costs. A miss works the answer out (``work_out(key)``).
    When full it empties, which bounds memory.
    """

    def __init__(self, work_out: Callable[[Key], Result], size: int = CACHE_SIZE) -> None:
        super().__init__()
        self.work_out, self.size = work_out, size

    def __missing__(self, key: Key) -> Result:
        if len(self) >= self.size:
            self.clear()
        answer = self[key] = self.work_out(key)
        return answer

"""Actions: small immutable values with a stable JSON form.

An action is a kind ("summon", "play", "place") plus named parameters whose values are
JSON scalars or (nested) tuples of them. Lists become tuples so actions hash and compare.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action parameters may not be dicts; use named parameters")
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"action parameter of type {type(value).__name__} has no JSON form")


def _thaw(value: Any) -> Any:
    return [_thaw(v) for v in value] if isinstance(value, tuple) else value


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(cls, kind: str, **params: Any) -> "Action":
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in params.items())))

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(f"action {self.kind!r} has no parameter {key!r}")

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self.params}}

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        params = {k: v for k, v in data.items() if k != "kind"}
        return cls.make(data["kind"], **params)

    def key(self) -> str:
        """A canonical string, handy as a dictionary key across copies of a match."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def __str__(self) -> str:
        args = " ".join(f"{k}={v}" for k, v in self.params)
        return f"{self.kind} {args}".strip()


class IllegalAction(ValueError):
    """Raised when a seat tries an action the rules do not allow now; the match is unchanged."""

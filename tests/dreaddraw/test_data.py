"""The card data file against RULINGS.md's counts and the needs of screens."""
from __future__ import annotations

import json

from game.dreaddraw.data import CARDS, DATA_FILE, EFFECTS, TIMINGS

NAMED_ARCANA = ("The Oracle", "The Mother", "Justice", "Domination", "The Puppet", "Death", "Revenge", "Victory")


def test_one_hundred_cards():
    assert len(CARDS) == 100
    assert len(json.loads(DATA_FILE.read_text())["cards"]) == 100
    assert [c.id for c in CARDS] == list(range(100))


def test_every_card_has_name_strength_dots_and_fortune():
    assert len({c.name for c in CARDS}) == 100
    for c in CARDS:
        assert c.name and 1 <= c.strength <= 20
        assert 0 <= c.dots <= 3


def test_about_a_third_have_abilities_and_every_timing_is_used():
    n = sum(1 for c in CARDS if c.ability)
    assert 28 <= n <= 40
    assert {c.ability.timing for c in CARDS if c.ability} == set(TIMINGS)
    assert {c.ability.effect for c in CARDS if c.ability} == set(EFFECTS)
    for c in CARDS:
        if c.ability:
            assert c.text.startswith(c.ability.timing.capitalize() + ":")


def test_named_arcana_sit_among_plain_monsters():
    arcana = {c.name: c for c in CARDS if c.arcana}
    for name in NAMED_ARCANA:
        assert name in arcana and arcana[name].ability is not None
    assert sum(1 for c in CARDS if not c.arcana) > 80
    sigils = [c.sigil for c in arcana.values()]
    assert all(sigils) and len(set(sigils)) == len(sigils)
    assert all(c.sigil is None for c in CARDS if not c.arcana)


def test_card_json_form_is_plain_data():
    for c in CARDS:
        json.dumps(c.to_json())

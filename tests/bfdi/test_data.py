"""Every count in RULINGS.md for BFDI, checked against the data files."""
from collections import Counter
from itertools import combinations

from game.bfdi import data

SHOW_NAMES = {"Blocky", "Bubble", "Coiny", "Eraser", "Firey", "Flower", "Golf Ball", "Ice Cube", "Leafy", "Match",
              "Needy", "Pen", "Pencil", "Pin", "Rocky", "Snowball", "Spongy", "Teardrop", "Tennis Ball", "Woody",
              "David"}


def test_21_characters_from_the_show():
    chars = data.characters()
    assert len(chars) == 21
    assert {c["name"] for c in chars} == SHOW_NAMES
    assert [c["id"] for c in chars] == list(range(21))


def test_each_character_has_two_of_the_five_attributes():
    for c in data.characters():
        assert len(set(c["attributes"])) == 2 and set(c["attributes"]) <= set(data.ATTRIBUTES)


def test_every_attribute_is_on_8_or_9_characters():
    counts = Counter(a for c in data.characters() for a in c["attributes"])
    assert set(counts) == set(data.ATTRIBUTES)
    assert all(counts[a] in (8, 9) for a in data.ATTRIBUTES)


def test_every_character_has_one_advanced_ability_of_a_known_timing():
    timings = Counter(c["ability"]["timing"] for c in data.characters())
    assert set(timings) == {"setup", "cake", "anytime"}
    assert sum(timings.values()) == 21
    keys = [c["ability"]["key"] for c in data.characters()]
    assert len(set(keys)) == 21
    assert all(c["ability"]["text"] for c in data.characters())


def test_spongy_and_eraser_wait_for_the_die():
    for key in ("spongy", "eraser"):
        c = data.character(data.char_id(key))
        assert c["ability"]["timing"] == "cake" and "waits for the die" in c["ability"]["text"]


def test_27_challenges_every_set_of_1_2_3_attributes_plus_two_of_all_five():
    chal = data.challenges()
    assert len(chal) == 27
    sets = Counter(frozenset(c["attributes"]) for c in chal)
    for k in (1, 2, 3):
        for combo in combinations(data.ATTRIBUTES, k):
            assert sets[frozenset(combo)] == 1
    assert sets[frozenset(data.ATTRIBUTES)] == 2
    assert sum(sets.values()) == 27


def test_45_scenes_with_the_listed_mix():
    sc = data.scenes()
    assert len(sc) == 45
    kinds = Counter(s["type"] for s in sc)
    assert kinds == {"development": 15, "boost": 12, "special_boost": 10, "win_token": 3, "swap": 5}
    dev = Counter(s["attribute"] for s in sc if s["type"] == "development")
    special = Counter(s["attribute"] for s in sc if s["type"] == "special_boost")
    assert all(dev[a] == 3 and special[a] == 2 for a in data.ATTRIBUTES)
    assert all(s["name"] and s["text"] for s in sc)


def test_special_boosts_are_named_after_different_episodes():
    names = [s["name"] for s in data.scenes() if s["type"] == "special_boost"]
    assert len(set(names)) == 10


def test_die_faces_are_1_1_2_2_3_3_and_three_win_tokens():
    assert sorted(data.DIE_FACES) == [1, 1, 2, 2, 3, 3]
    assert data.WIN_TOKENS == 3


def test_rules_reference_covers_every_step_and_scene():
    text = " ".join(s["heading"] + " " + s["text"] for s in data.reference()["sections"])
    for word in ("New Challenge", "Take Turns", "Challenge Results", "Cake at Stake", "Return to Start",
                 "Development", "Boost", "Special Boost", "Win Token", "Swap", "Alliances", "Advanced"):
        assert word in text

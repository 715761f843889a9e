"""The title's box and the setup screen say the same table sizes (issue 21), and setup hides a choice that
changes nothing in the way to play chosen."""
from game.core import get
from scenes.screens.variants import explain, players_text, relevant


def test_the_title_box_names_every_table_size_setup_allows():
    assert players_text(get("dreamcatcher")) == "2–4 players, 1–4 together"
    assert players_text(get("bfdi")) == "2–6 players"


def test_the_tie_break_is_a_choice_only_where_boards_race():
    assert not relevant("dreamcatcher", "tiebreak", {"mode": "coop"})
    assert relevant("dreamcatcher", "tiebreak", {"mode": "basic"}) and relevant("dreamcatcher", "level", {"mode": "coop"})
    assert explain("dreamcatcher", "tiebreak", False).startswith("Everyone who fills")

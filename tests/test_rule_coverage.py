"""Every rule ID of docs/RULES.md (a copy of the team's shared/RULES.md) has a test carrying its ID."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "RULES.md"


def rule_ids(path: Path) -> set[str]:
    return set(re.findall(r"^- ([A-Z]+-[A-Z]+\d+) ", path.read_text(encoding="utf-8"), re.M))


def test_every_rule_id_has_a_test():
    ids = rule_ids(ROOT / "docs" / "RULES.md")
    assert len(ids) >= 125
    tests = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py")
                      if p.name != "test_rule_coverage.py")
    missing = sorted(i for i in ids if i not in tests and i.replace("-", "_") not in tests)
    assert missing == []


def test_our_copy_of_the_rules_is_current():
    if SHARED.exists():      # the shared folder sits beside the checkout on team machines and in CI
        assert rule_ids(SHARED) == rule_ids(ROOT / "docs" / "RULES.md")

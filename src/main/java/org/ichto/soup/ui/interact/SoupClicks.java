package org.ichto.soup.ui.interact;

import org.ichto.soup.board.Direction;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns clicks on the board into the decisions the rules list for the seat to act: a ladder space for
 * the start, a space of the soup for a placement, a division or the free amoeba (with the amoeba number
 * the player picked, the lowest free one unless told otherwise), a neighbouring space (or the amoeba's
 * own, to stay) for a direction. A click that makes a decision the rules refuse gives their reason; one
 * that makes none says what the board is for now. Everything else is chosen in the prompt. No rule is
 * decided here: the legal decisions come from the rules, and so does every reason.
 */
public final class SoupClicks {
    private final SoupState view;
    private final List<SoupDecision> legal;
    private int number;

    /**
     * @param view  the position as the seat to act sees it
     * @param legal the decisions the rules list for that seat now
     */
    public SoupClicks(SoupState view, List<SoupDecision> legal) {
        this.view = view;
        this.legal = List.copyOf(legal);
        this.number = lowestFreeNumber();
    }

    /** What the clicks on the board decide now. */
    public enum Kind {
        /** The board decides nothing now: the prompt does. */
        NONE, START_SPACE, PLACE, DIVIDE, DIRECTION
    }

    public Kind kind() {
        if (view.isOver()) {
            return Kind.NONE;
        }
        return switch (view.phase()) {
            case SETUP_START_SPACE -> Kind.START_SPACE;
            case SETUP_FIRST_AMOEBA, SETUP_SECOND_AMOEBA -> Kind.PLACE;
            case GAME_OVER -> Kind.NONE;
            default -> switch (view.await()) {
                case FREE_AMOEBA -> Kind.PLACE;
                case DIVISION -> Kind.DIVIDE;
                case DIRECTION -> Kind.DIRECTION;
                default -> Kind.NONE;
            };
        };
    }

    /** The amoeba numbers the player may give the amoeba placed next (the rules' list). */
    public List<Integer> numbers() {
        Set<Integer> out = new TreeSet<>();
        for (SoupDecision d : legal) {
            if (d instanceof SoupDecision.PlaceAmoeba p) {
                out.add(p.number());
            } else if (d instanceof SoupDecision.Divide v) {
                out.add(v.number());
            }
        }
        return List.copyOf(out);
    }

    /** The number the next placement or division gives its amoeba. */
    public int number() {
        return number;
    }

    /** Picks the number of the next amoeba placed (one of {@link #numbers()}). */
    public void setNumber(int n) {
        if (!numbers().contains(n)) {
            throw new IllegalArgumentException("amoeba " + n + " cannot be placed now; the numbers offered are "
                    + numbers());
        }
        number = n;
    }

    private int lowestFreeNumber() {
        List<Integer> free = numbers();
        return free.isEmpty() ? 0 : free.get(0);
    }

    /** The spaces of the soup a click can use now. */
    public Set<Integer> targets() {
        Set<Integer> out = new TreeSet<>();
        for (int space = 0; space < SoupBoard.SPACES; space++) {
            SoupDecision d = decisionAt(space);
            if (d != null && legal.contains(d)) {
                out.add(space);
            }
        }
        return out;
    }

    /** The ladder spaces a click can use now. */
    public Set<Integer> ladderTargets() {
        Set<Integer> out = new TreeSet<>();
        for (SoupDecision d : legal) {
            if (d instanceof SoupDecision.ChooseStartSpace c) {
                out.add(c.ladderSpace());
            }
        }
        return out;
    }

    public Click clickSpace(int space) {
        if (space < 0 || space >= SoupBoard.SPACES) {
            return Click.Refused.words("refuse.nowhere");
        }
        SoupDecision d = decisionAt(space);
        if (d == null) {
            return Click.Refused.words(switch (kind()) {
                case START_SPACE -> "refuse.ladderNow";
                case DIRECTION -> "refuse.notNeighbour";
                default -> "refuse.promptNow";
            });
        }
        return decide(d);
    }

    public Click clickLadder(int ladderSpace) {
        if (kind() != Kind.START_SPACE) {
            return Click.Refused.words(kind() == Kind.NONE ? "refuse.promptNow" : "refuse.soupNow");
        }
        return decide(new SoupDecision.ChooseStartSpace(ladderSpace));
    }

    private Click decide(SoupDecision d) {
        if (legal.contains(d)) {
            return new Click.Play(d);
        }
        String why = SoupRules.whyIllegal(view, d);
        return why == null ? Click.Refused.words("refuse.promptNow") : Click.Refused.rules(why);
    }

    /** The decision a click on this space makes now (legal or not), or null where a click makes none. */
    SoupDecision decisionAt(int space) {
        return switch (kind()) {
            case PLACE -> new SoupDecision.PlaceAmoeba(number, space);
            case DIVIDE -> new SoupDecision.Divide(number, space);
            case DIRECTION -> direction(space);
            default -> null;
        };
    }

    /** The direction from the moving amoeba's space to a neighbouring one; its own space is staying. */
    private SoupDecision direction(int space) {
        int from = view.stepFrom();
        if (space == from) {
            SoupDecision stay = new SoupDecision.ChooseDirection(null);
            return legal.contains(stay) ? stay : null;
        }
        for (Direction d : Direction.values()) {
            if (view.board().neighbour(from, d) == space) {
                return new SoupDecision.ChooseDirection(d);
            }
        }
        return null;
    }
}

package org.ichto.urland.ui.interact;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Phase;
import org.ichto.urland.rules.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns clicks on the board into decisions, offering only what the rules allow: the legal
 * decisions are asked of the rules once, and a click narrows them down. Source-then-target for
 * moves (ocean then region to land, ocean then ocean to swim, region then region to walk or fly);
 * a second click on the selected place offers what happens there (breed, egg, bite, ...). For
 * counts chosen place by place (a retreat, a price, an Ears flight) clicks add one Ichto each.
 */
public final class BoardInteraction {
    private final GameState view;
    private final LegalDecisions legal;
    private int selected = -1;
    private int[] counting;
    private Mode mode;

    /** What clicks are collecting now. */
    public enum Mode { PICK, RETREAT, PAY, FLIGHT }

    public BoardInteraction(GameState view, LegalDecisions legal) {
        this.view = view;
        this.legal = legal;
        this.mode = switch (legal.phase()) {
            case PAY -> Mode.PAY;
            case EARS_FLIGHT -> Mode.FLIGHT;
            default -> Mode.PICK;
        };
        if (mode != Mode.PICK) {
            counting = new int[Board.PLACES];
        }
    }

    public Mode mode() {
        return mode;
    }

    public int selected() {
        return selected;
    }

    /** Starts choosing Ichtos to retreat, one click each (only in the action phase). */
    public void startRetreat() {
        if (legal.phase() != Phase.ACTIONS || legal.open().isEmpty()) {
            throw new IllegalStateException("no retreat is possible now");
        }
        mode = Mode.RETREAT;
        selected = -1;
        counting = new int[Board.PLACES];
    }

    /** Drops any selection and running count. */
    public void reset() {
        selected = -1;
        if (mode == Mode.RETREAT) {
            mode = Mode.PICK;
            counting = null;
        } else if (counting != null) {
            counting = new int[Board.PLACES];
        }
    }

    /** The places a click can use now (to highlight them). */
    public Set<Integer> clickable() {
        Set<Integer> out = new TreeSet<>();
        if (mode != Mode.PICK) {
            for (int p = 0; p < Board.PLACES; p++) {
                if (canCount(p)) {
                    out.add(p);
                }
            }
            return out;
        }
        for (Decision d : legal.listed()) {
            if (selected < 0) {
                int source = sourceOf(d);
                if (source >= 0) {
                    out.add(source);
                }
            } else if (source(d) == selected) {
                int target = target(d);
                out.add(target >= 0 ? target : selected);
            }
        }
        return out;
    }

    /** The running count per place (for a retreat, a price or an Ears flight). */
    public PlaceCounts counted() {
        return counting == null ? PlaceCounts.of(new int[Board.PLACES]) : PlaceCounts.of(counting);
    }

    public ClickResult click(int place) {
        if (place < 0 || place >= Board.PLACES) {
            return new ClickResult.Refused("refuse.nowhere");
        }
        if (mode != Mode.PICK) {
            return count(place);
        }
        if (selected < 0) {
            return pickSource(place);
        }
        return pickTarget(place);
    }

    /** The decision the running count makes, or null while it is not legal yet. */
    public Decision countedDecision() {
        if (mode == Mode.PICK) {
            return null;
        }
        PlaceCounts pc = PlaceCounts.of(counting);
        Decision d = switch (mode) {
            case RETREAT -> new Decision.Retreat(pc);
            case PAY -> new Decision.PayPrice(pc);
            case FLIGHT -> new Decision.EarsFlight(pc);
            default -> null;
        };
        return d != null && Rules.whyIllegal(view, d) == null ? d : null;
    }

    private ClickResult count(int place) {
        if (!canCount(place)) {
            return new ClickResult.Refused(mode == Mode.FLIGHT ? "refuse.flightOcean" : "refuse.noOwnIchto");
        }
        counting[place]++;
        return new ClickResult.Counting(PlaceCounts.of(counting).total());
    }

    private boolean canCount(int place) {
        int me = view.actor();
        if (mode == Mode.FLIGHT) {
            int region = Integer.numberOfTrailingZeros(view.flightRegions());
            int surplus = view.ichtos(region, me) - 1;
            return Board.isOcean(place) && (view.regionOceans(region) & (1 << Board.oceanOf(place))) != 0
                    && PlaceCounts.of(counting).total() < surplus;
        }
        if (!(Board.isOcean(place) || view.isRegion(place))) {
            return false;
        }
        if (mode == Mode.PAY && PlaceCounts.of(counting).total() >= view.price()) {
            return false;
        }
        return counting[place] < view.ichtos(place, me);
    }

    private ClickResult pickSource(int place) {
        List<Decision> here = new ArrayList<>();
        boolean moves = false;
        for (Decision d : legal.listed()) {
            if (sourceOf(d) == place) {
                if (target(d) >= 0) {
                    moves = true;
                } else {
                    here.add(d);
                }
            }
        }
        if (moves) {
            selected = place;
            return new ClickResult.Selected(place);
        }
        return offer(here);
    }

    private ClickResult pickTarget(int place) {
        int from = selected;
        List<Decision> options = new ArrayList<>();
        for (Decision d : legal.listed()) {
            if (source(d) != from) {
                continue;
            }
            int target = target(d);
            if (target == place || (target < 0 && place == from)) {
                options.add(d);
            }
        }
        if (options.isEmpty()) {
            selected = -1;
            return pickSource(place);
        }
        selected = -1;
        return offer(options);
    }

    private static ClickResult offer(List<Decision> options) {
        if (options.isEmpty()) {
            return new ClickResult.Refused("refuse.nothingHere");
        }
        return options.size() == 1 ? new ClickResult.Complete(options.get(0)) : new ClickResult.Choose(options);
    }

    /** As {@link #source}, and a chip to score is clicked on its area's region. */
    private int sourceOf(Decision d) {
        if (d instanceof Decision.ChooseChip c) {
            return view.regionOf(c.chip() - 1);
        }
        return source(d);
    }

    /** Where a decision is clicked first: its source, or the place it acts on; -1 if not on the board. */
    static int source(Decision d) {
        if (d instanceof Decision.Land x) {
            return x.ocean();
        } else if (d instanceof Decision.LandTwo x) {
            return x.ocean();
        } else if (d instanceof Decision.Swim x) {
            return x.from();
        } else if (d instanceof Decision.Walk x) {
            return x.from();
        } else if (d instanceof Decision.Fly x) {
            return x.from();
        } else if (d instanceof Decision.Breed x) {
            return x.ocean();
        } else if (d instanceof Decision.Egg x) {
            return x.region();
        } else if (d instanceof Decision.Assimilate x) {
            return x.region();
        } else if (d instanceof Decision.Stink x) {
            return x.region();
        } else if (d instanceof Decision.Bite x) {
            return x.place();
        } else if (d instanceof Decision.PanicRegion x) {
            return x.region();
        } else if (d instanceof Decision.PanicOcean x) {
            return x.ocean();
        }
        return -1;
    }

    /** Where a move goes (its second click); -1 for decisions made with one click. */
    static int target(Decision d) {
        if (d instanceof Decision.Land x) {
            return x.region();
        } else if (d instanceof Decision.LandTwo x) {
            return x.region();
        } else if (d instanceof Decision.Swim x) {
            return x.to();
        } else if (d instanceof Decision.Walk x) {
            return x.to();
        } else if (d instanceof Decision.Fly x) {
            return x.to();
        }
        return -1;
    }
}

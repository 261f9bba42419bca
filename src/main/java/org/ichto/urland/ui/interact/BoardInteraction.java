package org.ichto.urland.ui.interact;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.LegalDecisions;
import org.ichto.urland.rules.OpenChoice;
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
 * counts chosen place by place (a retreat, a price, an Ears flight) clicks add one Ichto each, within
 * the limits of the open choice the rules give with the legal decisions.
 */
public final class BoardInteraction {
    private final GameState view;
    private final LegalDecisions legal;
    private final Decision.Visitor<Integer> sourceOf;
    private int selected = -1;
    private int[] counting;
    private Mode mode;
    /** The open choices whose Ichtos clicks count (null where the rules offer none). */
    private final OpenChoice.PriceChoice price;
    private final OpenChoice.FlightChoice flight;
    private final OpenChoice.RetreatChoice retreat;

    /** What clicks are collecting now. */
    public enum Mode { PICK, RETREAT, PAY, FLIGHT }

    public BoardInteraction(GameState view, LegalDecisions legal) {
        this.view = view;
        this.legal = legal;
        this.sourceOf = new Source(view);
        this.mode = switch (legal.phase()) {
            case PAY -> Mode.PAY;
            case EARS_FLIGHT -> Mode.FLIGHT;
            default -> Mode.PICK;
        };
        this.price = open(OpenChoice.PriceChoice.class);
        this.flight = open(OpenChoice.FlightChoice.class);
        this.retreat = open(OpenChoice.RetreatChoice.class);
        if ((mode == Mode.PAY && price == null) || (mode == Mode.FLIGHT && flight == null)) {
            throw new IllegalArgumentException("the legal decisions of " + legal.phase() + " hold no open choice");
        }
        if (mode != Mode.PICK) {
            counting = new int[Board.PLACES];
        }
    }

    /** The open choice of that type among the legal decisions, or null. */
    private <C extends OpenChoice> C open(Class<C> type) {
        for (OpenChoice c : legal.open()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
        }
        return null;
    }

    public Mode mode() {
        return mode;
    }

    public int selected() {
        return selected;
    }

    /** Whether a second click on the selected place itself decides something there (breeding, say). */
    public boolean selectedActsInPlace() {
        for (Decision d : legal.listed()) {
            if (selected >= 0 && source(d) == selected && target(d) < 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a click has started something that Esc or a right-click would cancel. */
    public boolean cancellable() {
        return selected >= 0 || mode == Mode.RETREAT || (counting != null && PlaceCounts.of(counting).total() > 0);
    }

    /** Starts choosing Ichtos to retreat, one click each (only in the action phase). */
    public void startRetreat() {
        if (legal.phase() != Phase.ACTIONS || retreat == null) {
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

    /** One more Ichto at the place stays within the open choice (its limits are the rules', not the window's). */
    private boolean canCount(int place) {
        int total = PlaceCounts.of(counting).total();
        return switch (mode) {
            case FLIGHT -> Board.isOcean(place) && (flight.oceanMask() & (1 << Board.oceanOf(place))) != 0
                    && total < flight.surplus() && flight.allows(withOneMore(place));
            case PAY -> total < price.price() && counting[place] < price.available().get(place);
            case RETREAT -> counting[place] < retreat.available().get(place);
            case PICK -> false;
        };
    }

    /** The counts so far with one more Ichto at the place. */
    private PlaceCounts withOneMore(int place) {
        int[] more = counting.clone();
        more[place]++;
        return PlaceCounts.of(more);
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
            // Another source starts afresh; any other place is a wrong click that says so and keeps the
            // choice made (Esc or a right-click cancels it).
            selected = -1;
            ClickResult again = pickSource(place);
            if (again instanceof ClickResult.Refused) {
                selected = from;
                return new ClickResult.Refused("refuse.notATarget");
            }
            return again;
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
        return d.accept(sourceOf);
    }

    /** Where a decision is clicked first: its source, or the place it acts on; -1 if not on the board. */
    static int source(Decision d) {
        return d.accept(SOURCE);
    }

    /** Where a move goes (its second click); -1 for decisions made with one click. */
    static int target(Decision d) {
        return d.accept(TARGET);
    }

    private static final Decision.Visitor<Integer> SOURCE = new Source(null);

    /**
     * Where each decision is clicked first; a chip to score on its area's region when the view is
     * known, else (as everything not on the board) -1.
     */
    private static final class Source implements Decision.Visitor<Integer> {
        private final GameState view;

        Source(GameState view) {
            this.view = view;
        }

        @Override
        public Integer chooseChip(Decision.ChooseChip d) {
            return view == null ? -1 : view.regionOf(d.chip() - 1);
        }

        @Override
        public Integer land(Decision.Land d) {
            return d.ocean();
        }

        @Override
        public Integer breed(Decision.Breed d) {
            return d.ocean();
        }

        @Override
        public Integer swim(Decision.Swim d) {
            return d.from();
        }

        @Override
        public Integer retreat(Decision.Retreat d) {
            return -1;
        }

        @Override
        public Integer playExtraTurn(Decision.PlayExtraTurn d) {
            return -1;
        }

        @Override
        public Integer endActions(Decision.EndActions d) {
            return -1;
        }

        @Override
        public Integer assimilate(Decision.Assimilate d) {
            return d.region();
        }

        @Override
        public Integer landTwo(Decision.LandTwo d) {
            return d.ocean();
        }

        @Override
        public Integer walk(Decision.Walk d) {
            return d.from();
        }

        @Override
        public Integer egg(Decision.Egg d) {
            return d.region();
        }

        @Override
        public Integer fly(Decision.Fly d) {
            return d.from();
        }

        @Override
        public Integer stink(Decision.Stink d) {
            return d.region();
        }

        @Override
        public Integer bite(Decision.Bite d) {
            return d.place();
        }

        @Override
        public Integer bid(Decision.Bid d) {
            return -1;
        }

        @Override
        public Integer buyGene(Decision.BuyGene d) {
            return -1;
        }

        @Override
        public Integer passPurchase(Decision.PassPurchase d) {
            return -1;
        }

        @Override
        public Integer payPrice(Decision.PayPrice d) {
            return -1;
        }

        @Override
        public Integer panicRegion(Decision.PanicRegion d) {
            return d.region();
        }

        @Override
        public Integer panicOcean(Decision.PanicOcean d) {
            return d.ocean();
        }

        @Override
        public Integer earsStay(Decision.EarsStay d) {
            return -1;
        }

        @Override
        public Integer earsFlight(Decision.EarsFlight d) {
            return -1;
        }
    }

    /** Where each move goes; -1 for decisions made with one click. */
    private static final Decision.Visitor<Integer> TARGET = new Decision.Visitor<>() {
        @Override
        public Integer chooseChip(Decision.ChooseChip d) {
            return -1;
        }

        @Override
        public Integer land(Decision.Land d) {
            return d.region();
        }

        @Override
        public Integer breed(Decision.Breed d) {
            return -1;
        }

        @Override
        public Integer swim(Decision.Swim d) {
            return d.to();
        }

        @Override
        public Integer retreat(Decision.Retreat d) {
            return -1;
        }

        @Override
        public Integer playExtraTurn(Decision.PlayExtraTurn d) {
            return -1;
        }

        @Override
        public Integer endActions(Decision.EndActions d) {
            return -1;
        }

        @Override
        public Integer assimilate(Decision.Assimilate d) {
            return -1;
        }

        @Override
        public Integer landTwo(Decision.LandTwo d) {
            return d.region();
        }

        @Override
        public Integer walk(Decision.Walk d) {
            return d.to();
        }

        @Override
        public Integer egg(Decision.Egg d) {
            return -1;
        }

        @Override
        public Integer fly(Decision.Fly d) {
            return d.to();
        }

        @Override
        public Integer stink(Decision.Stink d) {
            return -1;
        }

        @Override
        public Integer bite(Decision.Bite d) {
            return -1;
        }

        @Override
        public Integer bid(Decision.Bid d) {
            return -1;
        }

        @Override
        public Integer buyGene(Decision.BuyGene d) {
            return -1;
        }

        @Override
        public Integer passPurchase(Decision.PassPurchase d) {
            return -1;
        }

        @Override
        public Integer payPrice(Decision.PayPrice d) {
            return -1;
        }

        @Override
        public Integer panicRegion(Decision.PanicRegion d) {
            return -1;
        }

        @Override
        public Integer panicOcean(Decision.PanicOcean d) {
            return -1;
        }

        @Override
        public Integer earsStay(Decision.EarsStay d) {
            return -1;
        }

        @Override
        public Integer earsFlight(Decision.EarsFlight d) {
            return -1;
        }
    };
}

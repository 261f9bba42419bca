package org.ichto.soup.session;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.soup.SoupGame;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.Gene;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.view.SoupView;

import java.util.List;
import java.util.Objects;

/**
 * A suggestion for the seat to act, with a reason that is true of the position: a message key and its
 * arguments, so the window can put it in words. The decision comes from the game's computer opponents
 * as the shell makes them (the balanced personality at hard difficulty, a few milliseconds, or the Expert
 * within a budget); both, and the reason, see only the seat's view.
 *
 * <p>The arguments are Integers (counts, BP), {@link Space}s, {@link SeatRef}s and {@link Gene}s.
 *
 * @param decision  legal for the seat now
 * @param reasonKey the key of the reason, e.g. {@code hint.drift}
 * @param args      its arguments
 */
public record SoupHint(SoupDecision decision, String reasonKey, Object[] args) {

    /** A space of the soup named in a reason; the English text says "space 05". */
    public record Space(int index) {
        @Override
        public String toString() {
            return "space " + org.ichto.soup.board.SoupBoard.label(index);
        }
    }

    /** Another seat named in a reason. */
    public record SeatRef(int seat) {
        @Override
        public String toString() {
            return "seat " + (seat + 1);
        }
    }

    public SoupHint {
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(reasonKey, "reasonKey");
        args = args == null ? new Object[0] : args.clone();
    }

    @Override
    public Object[] args() {
        return args.clone();
    }

    /** A quick suggestion (the balanced personality, hard); the same state, seat and seed give the same hint. */
    public static SoupHint suggest(SoupState state, int seat, long seed) {
        return suggest(state, seat, seed, "balanced:hard", Budget.NONE);
    }

    /** A suggestion from the Expert, thinking within the budget. */
    public static SoupHint suggestExpert(SoupState state, int seat, long seed, Budget budget) {
        return suggest(state, seat, seed, "expert:hard", budget);
    }

    private static SoupHint suggest(SoupState state, int seat, long seed, String spec, Budget budget) {
        if (state.isOver() || state.actor() != seat) {
            throw new IllegalArgumentException(state.isOver() ? "the game is over"
                    : "seat " + seat + " is not to decide now (seat " + state.actor() + " is)");
        }
        SoupView view = SoupView.of(state, seat);
        Player<SoupView, SoupDecision> player = PlayerFactory.standard(SoupGame.INSTANCE)
                .create(PlayerSpec.parse(spec), seed);
        SoupDecision d;
        try {
            d = player.decide(view, budget);
        } catch (RuntimeException e) {
            d = null;
        }
        if (d == null || SoupRules.whyIllegal(state, d) != null) {
            d = SoupGame.INSTANCE.ai().safeDecision(view);
        }
        return explain(view, d);
    }

    /** The reason for a decision, from the view alone. */
    static SoupHint explain(SoupView view, SoupDecision d) {
        return new Reasons(view).of(d);
    }

    /** Food of the other colours on a space, the food an amoeba of the seat could eat there. */
    static int edible(SoupState s, int seat, int space) {
        int n = 0;
        for (int c = 0; c < s.players(); c++) {
            if (c != seat) {
                n += s.food(space, c);
            }
        }
        return n;
    }

    /** The reasons, one per kind of decision. */
    private static final class Reasons implements SoupDecision.Visitor<SoupHint> {
        private final SoupView view;
        private final SoupState s;
        private final int seat;
        private SoupDecision d;

        Reasons(SoupView view) {
            this.view = view;
            this.s = view.state();
            this.seat = view.seat();
        }

        SoupHint of(SoupDecision decision) {
            d = decision;
            return decision.accept(this);
        }

        private SoupHint hint(String key, Object... args) {
            return new SoupHint(d, key, args);
        }

        /** Where the acting amoeba stands. */
        private int here() {
            return s.amoeba() > 0 ? s.amoebaSpace(s.current(), s.amoeba()) : -1;
        }

        /** Where the current takes the acting amoeba. */
        private int driftTo() {
            EnvironmentCard card = s.environment();
            int from = here();
            return card == null || !card.hasDrift() ? from : s.board().step(from, card.drift());
        }

        @Override
        public SoupHint chooseStartSpace(SoupDecision.ChooseStartSpace x) {
            List<Integer> starts = s.board().ladder().startSpaces(s.players());
            boolean highest = starts.stream().filter(sp -> s.markerAt(sp) < 0).allMatch(sp -> sp <= x.ladderSpace());
            return hint(highest ? "hint.start.high" : "hint.start.low", x.ladderSpace());
        }

        @Override
        public SoupHint placeAmoeba(SoupDecision.PlaceAmoeba x) {
            return hint("hint.place", new Space(x.space()), edible(s, seat, x.space()));
        }

        @Override
        public SoupHint drift(SoupDecision.Drift x) {
            int to = driftTo();
            return hint(to == here() ? "hint.drift.stays" : "hint.drift", new Space(to), edible(s, seat, to));
        }

        @Override
        public SoupHint stayPut(SoupDecision.StayPut x) {
            return hint("hint.stayPut", new Space(here()), edible(s, seat, here()), new Space(driftTo()), edible(s, seat, driftTo()));
        }

        @Override
        public SoupHint move(SoupDecision.Move x) {
            return hint("hint.move", new Space(driftTo()), edible(s, seat, driftTo()), s.bp(seat));
        }

        @Override
        public SoupHint takeDie(SoupDecision.TakeDie x) {
            var face = s.board().compass(x.face());
            if (face.direction() == null) {
                return hint(face.stays() ? "hint.die.stay" : "hint.die.choose", x.face());
            }
            int to = s.board().step(s.stepFrom(), face.direction());
            return hint("hint.die", x.face(), new Space(to), edible(s, seat, to));
        }

        @Override
        public SoupHint chooseDirection(SoupDecision.ChooseDirection x) {
            int to = x.direction() == null ? s.stepFrom() : s.board().step(s.stepFrom(), x.direction());
            return hint("hint.direction", new Space(to), edible(s, seat, to));
        }

        @Override
        public SoupHint moveAgain(SoupDecision.MoveAgain x) {
            int at = s.amoebaSpace(s.moverSeat(), s.moverNumber());
            return hint("hint.moveAgain", new Space(at), edible(s, seat, at));
        }

        @Override
        public SoupHint stopMoving(SoupDecision.StopMoving x) {
            int at = s.amoebaSpace(s.moverSeat(), s.moverNumber());
            return hint("hint.stopMoving", new Space(at), edible(s, seat, at));
        }

        @Override
        public SoupHint takeCubes(SoupDecision.TakeCubes x) {
            int n = x.cubes().stream().mapToInt(Integer::intValue).sum();
            return hint(n == 0 ? "hint.cubes.none" : "hint.cubes", n);
        }

        @Override
        public SoupHint cling(SoupDecision.Cling x) {
            int to = s.stepTo();
            return hint(x.cling() ? "hint.cling" : "hint.letGo", new Space(to), edible(s, seat, to), new Space(s.stepFrom()),
                    edible(s, seat, s.stepFrom()));
        }

        @Override
        public SoupHint feed(SoupDecision.Feed x) {
            int eaten = x.eaten().stream().mapToInt(Integer::intValue).sum();
            return hint(x.host() >= 0 ? "hint.feed.host" : "hint.feed", eaten, new Space(here()));
        }

        @Override
        public SoupHint starve(SoupDecision.Starve x) {
            return hint("hint.starve", s.damage(seat, s.amoeba()) + 1, s.deadlyDamage(seat));
        }

        @Override
        public SoupHint attack(SoupDecision.Attack x) {
            return hint("hint.attack", s.damage(seat, s.amoeba()), s.deadlyDamage(seat));
        }

        @Override
        public SoupHint defend(SoupDecision.Defend x) {
            return hint("hint.defend", s.bp(seat));
        }

        @Override
        public SoupHint escape(SoupDecision.Escape x) {
            return hint("hint.escape", s.bp(seat));
        }

        @Override
        public SoupHint giveIn(SoupDecision.GiveIn x) {
            return hint("hint.giveIn", s.bp(seat));
        }

        @Override
        public SoupHint payDefect(SoupDecision.PayDefect x) {
            return hint(x.genes().isEmpty() ? "hint.defect.bp" : "hint.defect.genes", s.owed(seat), x.bp(),
                    x.genes().size());
        }

        @Override
        public SoupHint buyGene(SoupDecision.BuyGene x) {
            Gene g = s.board().gene(x.gene());
            int mp = s.mutationPoints(seat) + g.mp() - (x.givesUp() >= 0 ? s.board().gene(x.givesUp()).mp() : 0);
            EnvironmentCard card = s.environment();
            int ozone = card == null ? 0 : card.ozone();
            return hint(mp > ozone ? "hint.buy.over" : "hint.buy", g, g.price(), mp, ozone,
                    s.geneCardsCounted(seat) + g.advance() - (x.givesUp() >= 0 ? 1 : 0));
        }

        @Override
        public SoupHint endPurchase(SoupDecision.EndPurchase x) {
            return hint("hint.endPurchase", s.bp(seat), s.bp(seat) + 10);
        }

        @Override
        public SoupHint divide(SoupDecision.Divide x) {
            return hint("hint.divide", new Space(x.space()), edible(s, seat, x.space()), s.amoebasOnBoard(seat) + 1);
        }

        @Override
        public SoupHint endDivision(SoupDecision.EndDivision x) {
            return hint("hint.endDivision", s.bp(seat));
        }

        @Override
        public SoupHint aggress(SoupDecision.Aggress x) {
            return hint("hint.aggress", new SeatRef(x.victimSeat()), s.amoebasOnBoard(x.victimSeat()));
        }

        @Override
        public SoupHint passAggression(SoupDecision.PassAggression x) {
            return hint("hint.passAggression", s.bp(seat));
        }
    }
}

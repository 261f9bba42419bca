package org.ichto.toy;

import org.ichto.shell.game.GameRules;
import org.ichto.shell.game.Legal;
import org.ichto.shell.game.SeededRandom;
import org.ichto.toy.NimDecision.PlayJoker;
import org.ichto.toy.NimDecision.Take;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Hidden Nim: {@value NimState#PILES} piles of 15 to 25 counters in turn; a turn takes 1 to 3 counters or
 * plays the seat's joker (once a game: exactly its value, then the same seat acts again). Whoever takes
 * the last counter of a pile scores a point; pile r is opened by seat (r - 1) mod players. Most points
 * wins; a tie goes to the tied seat that emptied a pile latest (the lowest seat while nobody scored).
 */
final class NimRules implements GameRules<NimState, NimDecision, NimEvent> {

    @Override
    public NimState newGame(int players, long seed) {
        if (!NimGame.SEATS.allows(players)) {
            throw new IllegalArgumentException("Hidden Nim has " + NimGame.SEATS.range() + " players, not " + players);
        }
        SeededRandom rng = new SeededRandom(seed);
        int pile = drawPile(rng);
        List<Integer> jokers = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            jokers.add(1 + rng.nextInt(3));
        }
        return new NimState(players, pile, pile, 0, jokers, Collections.nCopies(players, false), List.of(), rng.state());
    }

    private static int drawPile(SeededRandom rng) {
        return NimState.MIN_PILE + rng.nextInt(NimState.MAX_PILE - NimState.MIN_PILE + 1);
    }

    /** The decisions of a seat with this joker before this pile: shared by the rules and the views. */
    static Legal<NimDecision> legal(int pile, int joker, boolean jokerPlayed) {
        List<NimDecision> list = new ArrayList<>();
        for (int n = 1; n <= Math.min(3, pile); n++) {
            list.add(new Take(n));
        }
        if (!jokerPlayed && joker <= pile && pile > 0) {
            list.add(NimDecision.JOKER);
        }
        return Legal.of(list);
    }

    @Override
    public Legal<NimDecision> legal(NimState s) {
        return s.isOver() ? Legal.of(List.of())
                : legal(s.pile(), s.jokers().get(s.actor()), s.jokerPlayed().get(s.actor()));
    }

    @Override
    public String whyIllegal(NimState s, NimDecision decision) {
        if (s.isOver()) {
            return "the game is over";
        }
        if (decision instanceof Take t) {
            if (t.count() < 1 || t.count() > 3) {
                return "a turn takes 1 to 3 counters, not " + t.count();
            }
            return t.count() > s.pile() ? "only " + s.pile() + " counters are left, not " + t.count() : null;
        }
        int seat = s.actor();
        if (s.jokerPlayed().get(seat)) {
            return "seat " + seat + " has already played its joker";
        }
        int joker = s.jokers().get(seat);
        return joker > s.pile() ? "the joker removes exactly " + joker + " counters but only " + s.pile() + " are left"
                : null;
    }

    @Override
    public NimState apply(NimState s, NimDecision decision, Consumer<? super NimEvent> events) {
        String why = whyIllegal(s, decision);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        int seat = s.actor();
        List<Boolean> played = s.jokerPlayed();
        int count;
        if (decision instanceof PlayJoker) {
            count = s.jokers().get(seat);
            played = new ArrayList<>(played);
            played.set(seat, true);
            events.accept(new NimEvent.JokerPlayed(seat, count, s.pile() - count));
        } else {
            count = ((Take) decision).count();
            events.accept(new NimEvent.Took(seat, count, s.pile() - count));
        }
        int left = s.pile() - count;
        if (left > 0) {
            // The joker's reward is tempo: its player acts again.
            int next = decision instanceof PlayJoker ? seat : (seat + 1) % s.players();
            return new NimState(s.players(), left, s.pileStart(), next, s.jokers(), played, s.takers(), s.generator());
        }
        List<Integer> takers = new ArrayList<>(s.takers());
        takers.add(seat);
        events.accept(new NimEvent.PileEmptied(seat, takers.size()));
        if (takers.size() == NimState.PILES) {
            return new NimState(s.players(), 0, s.pileStart(), seat, s.jokers(), played, takers, s.generator());
        }
        // The next pile is chance: drawn now from the generator the state carries.
        SeededRandom rng = new SeededRandom(s.generator());
        int pile = drawPile(rng);
        events.accept(new NimEvent.NewPile(takers.size() + 1, pile));
        return new NimState(s.players(), pile, pile, takers.size() % s.players(), s.jokers(), played, takers, rng.state());
    }

    @Override
    public NimState apply(NimState s, NimDecision decision) {
        return apply(s, decision, e -> { });
    }

    @Override
    public int players(NimState s) {
        return s.players();
    }

    /** States are immutable and hold only immutable lists: the state itself shares nothing mutable. */
    @Override
    public NimState copy(NimState s) {
        return s;
    }

    @Override
    public boolean isOver(NimState s) {
        return s.isOver();
    }

    @Override
    public int actor(NimState s) {
        return s.actor();
    }

    @Override
    public int[] scores(NimState s) {
        return s.scores();
    }

    @Override
    public int winner(NimState s) {
        int[] scores = s.scores();
        int best = java.util.Arrays.stream(scores).max().orElse(0);
        for (int i = s.takers().size() - 1; i >= 0; i--) {
            if (scores[s.takers().get(i)] == best) {
                return s.takers().get(i);
            }
        }
        return 0;
    }

    @Override
    public long generatorState(NimState s) {
        return s.generator();
    }

    /** The pile in play: three turns of the table's history, one per pile. */
    @Override
    public int turn(NimState s) {
        return s.round();
    }

    @Override
    public String describe(NimState s) {
        StringBuilder b = new StringBuilder();
        b.append(s.isOver() ? "Game over, seat " + winner(s) + " wins." : "Pile " + s.round() + " of " + NimState.PILES
                + ": " + s.pile() + " of " + s.pileStart() + " counters left, seat " + s.actor() + " to act.");
        b.append(System.lineSeparator());
        int[] scores = s.scores();
        for (int seat = 0; seat < s.players(); seat++) {
            b.append("seat ").append(seat).append(": ").append(scores[seat]).append(" points, joker ")
                    .append(s.jokers().get(seat)).append(s.jokerPlayed().get(seat) ? " (played)" : "")
                    .append(System.lineSeparator());
        }
        return b.toString();
    }

    /** Piles finished plus the share of the current pile taken: steady within a pile, never back at a new one. */
    @Override
    public double progress(NimState s) {
        if (s.isOver()) {
            return 1;
        }
        return (s.takers().size() + 1 - s.pile() / (double) s.pileStart()) / NimState.PILES;
    }
}

package org.ichto.urland.session;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Player;
import org.ichto.shell.game.SeededRandom;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.ai.ExpertPlayer;
import org.ichto.urland.ai.HeuristicPlayer;
import org.ichto.urland.ai.Personality;
import org.ichto.urland.UrlandGame;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.game.Profile;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.urland.board.Board;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.PlaceCounts;
import org.ichto.urland.rules.Rules;
import org.ichto.urland.rules.Scoring;
import org.ichto.urland.view.SeatView;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * A suggestion for the seat to act, with a one-line reason. The reason is data: a message key and its
 * arguments, so the window can translate it; {@link #reasonText()} gives the English text. The
 * decision comes from the balanced personality at hard difficulty (a few milliseconds), or from the
 * Expert with {@link #suggestExpert}; both see only the seat's view, and so does the reason.
 *
 * <p>The arguments are {@link Integer}s (counts, points, chips), {@link String}s (places, written as
 * in records: {@code "7"} for a land region, {@code "O3"} for an ocean), {@link Gene}s, {@link SeatRef}s
 * (another seat: the window may put its player's name) and {@link PlaceCounts} (Ichtos per place).
 * Every key and its English template are in {@value #BUNDLE}.
 *
 * @param decision  the suggested decision, legal for the seat now
 * @param reasonKey the message key of the reason, e.g. {@code hint.breed}
 * @param args      the arguments of the message
 */
public record Hint(Decision decision, String reasonKey, Object[] args) {
    /** The English templates of every reason (a properties file on the class path). */
    public static final String BUNDLE = "/org/ichto/urland/session/hints.properties";

    private static final Properties ENGLISH = loadEnglish();
    private static volatile Profile balancedHard;
    private static volatile Personality balancedHardPersonality;

    /** Another seat named in a reason; the English text says "seat N" (counted from 1). */
    public record SeatRef(int seat) {
        @Override
        public String toString() {
            return "seat " + (seat + 1);
        }
    }

    public Hint {
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(reasonKey, "reasonKey");
        args = args == null ? new Object[0] : args.clone();
    }

    @Override
    public Object[] args() {
        return args.clone();
    }

    /**
     * A suggestion for the seat, which must be the one to act, from the balanced personality at hard
     * difficulty; the same state, seat and seed give the same hint.
     *
     * @throws IllegalArgumentException if the seat is not the one to act (or the game is over)
     */
    public static Hint suggest(GameState state, int seat, long seed) {
        return suggest(state, seat, seed, new HeuristicPlayer(Personality.of(balancedHard()), seed), Budget.NONE);
    }

    /** A suggestion from the Expert, thinking within the budget (its profile's time when the budget has none). */
    public static Hint suggestExpert(GameState state, int seat, long seed, Budget budget) {
        return suggest(state, seat, seed, new ExpertPlayer<>(UrlandGame.INSTANCE, balancedHard(), seed), budget);
    }

    private static Hint suggest(GameState state, int seat, long seed, Player<SeatView, Decision> player,
                                Budget budget) {
        if (state.isOver() || state.actor() != seat) {
            throw new IllegalArgumentException(state.isOver() ? "the game is over"
                    : "seat " + seat + " is not to decide now (seat " + state.actor() + " is)");
        }
        SeatView view = SeatView.of(state, seat);
        Decision d;
        try {
            d = player.decide(view, budget);
        } catch (RuntimeException e) {
            d = null;
        }
        if (d == null || Rules.whyIllegal(state, d) != null) {
            d = UrlandGame.INSTANCE.ai().safeDecision(view);
        }
        return new Reasons(view, seed).explain(d);
    }

    private static Profile balancedHard() {
        Profile p = balancedHard;
        if (p == null) {
            p = ProfileLibrary.shipped(UrlandGame.ID, Personality.SCHEMA).find("balanced", Difficulty.HARD)
                    .orElseThrow();
            balancedHard = p;
            balancedHardPersonality = Personality.of(p);
        }
        return p;
    }

    /** The reason in English. */
    public String reasonText() {
        return format(reasonKey, args);
    }

    /** The English template of a key, or null if there is none. */
    public static String englishTemplate(String key) {
        return ENGLISH.getProperty(key);
    }

    /** Every reason key there is. */
    public static Set<String> keys() {
        return new TreeSet<>(ENGLISH.stringPropertyNames());
    }

    /** The English text of a key with its arguments (genes and seats in readable words). */
    public static String format(String key, Object... args) {
        String template = englishTemplate(key);
        if (template == null) {
            return key + " " + Arrays.toString(args);
        }
        Object[] shown = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            shown[i] = readable(args[i]);
        }
        return new MessageFormat(template, Locale.ENGLISH).format(shown);
    }

    private static Object readable(Object arg) {
        if (arg instanceof Gene g) {
            StringBuilder b = new StringBuilder();
            for (String word : g.name().split("_")) {
                if (b.length() > 0) {
                    b.append(' ');
                }
                b.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
            }
            return b.toString();
        }
        if (arg instanceof PlaceCounts pc) {
            List<String> parts = new ArrayList<>();
            for (int p = 0; p < Board.PLACES; p++) {
                if (pc.get(p) > 0) {
                    parts.add(pc.get(p) + " in " + Board.placeName(p));
                }
            }
            return parts.isEmpty() ? "none" : String.join(", ", parts);
        }
        return arg instanceof SeatRef ? arg.toString() : arg;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Hint h && h.decision.equals(decision) && h.reasonKey.equals(reasonKey)
                && Arrays.equals(h.args, args);
    }

    @Override
    public int hashCode() {
        return Objects.hash(decision, reasonKey, Arrays.hashCode(args));
    }

    @Override
    public String toString() {
        return decision + ": " + reasonText();
    }

    private static Properties loadEnglish() {
        Properties p = new Properties();
        try (InputStream in = Hint.class.getResourceAsStream(BUNDLE)) {
            if (in == null) {
                throw new IllegalStateException(BUNDLE + " is missing");
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** Picks the reason for a decision from simple facts the seat can see. */
    private static final class Reasons implements Decision.Visitor<Hint> {
        private final SeatView view;
        private final GameState v;
        private final int me;
        private final long seed;

        Reasons(SeatView view, long seed) {
            this.view = view;
            this.v = view.state();
            this.me = view.seat();
            this.seed = seed;
        }

        Hint explain(Decision d) {
            return d.accept(this);
        }

        @Override
        public Hint land(Decision.Land x) {
            return ashore(x, "hint.land", x.region(), name(x.ocean()));
        }

        @Override
        public Hint landTwo(Decision.LandTwo x) {
            return ashore(x, "hint.landTwo", x.region(), name(x.ocean()));
        }

        @Override
        public Hint walk(Decision.Walk x) {
            return ashore(x, "hint.walk", x.to(), name(x.from()));
        }

        @Override
        public Hint egg(Decision.Egg x) {
            return ashore(x, "hint.egg", x.region(), name(x.region()));
        }

        @Override
        public Hint fly(Decision.Fly x) {
            return Board.isOcean(x.to())
                    ? hint(x, "hint.fly.ocean", x.count(), name(x.from()), name(x.to()))
                    : ashore(x, "hint.fly", x.to(), name(x.from()));
        }

        @Override
        public Hint retreat(Decision.Retreat x) {
            return hint(x, "hint.retreat", x.ichtos().total());
        }

        @Override
        public Hint playExtraTurn(Decision.PlayExtraTurn x) {
            return hint(x, "hint.extraTurn");
        }

        @Override
        public Hint endActions(Decision.EndActions x) {
            return hint(x, "hint.endActions");
        }

        @Override
        public Hint assimilate(Decision.Assimilate x) {
            return hint(x, "hint.assimilate", name(x.region()), new SeatRef(x.victimA()),
                    new SeatRef(x.victimB()));
        }

        @Override
        public Hint stink(Decision.Stink x) {
            return hint(x, "hint.stink", name(x.region()), new SeatRef(x.victim()), name(x.ocean()));
        }

        @Override
        public Hint bite(Decision.Bite x) {
            return hint(x, "hint.bite", name(x.place()), new SeatRef(x.victim()));
        }

        @Override
        public Hint buyGene(Decision.BuyGene x) {
            return hint(x, v.auctionMustBuy() ? "hint.buy.must" : "hint.buy", x.gene(), v.price());
        }

        @Override
        public Hint passPurchase(Decision.PassPurchase x) {
            return hint(x, "hint.pass", v.price());
        }

        @Override
        public Hint payPrice(Decision.PayPrice x) {
            return hint(x, "hint.pay", x.ichtos(), v.price());
        }

        @Override
        public Hint panicOcean(Decision.PanicOcean x) {
            return hint(x, "hint.panicOcean", name(x.ocean()), v.ichtos(x.ocean(), me));
        }

        @Override
        public Hint earsStay(Decision.EarsStay x) {
            return hint(x, "hint.earsStay", x.count(), v.ichtos(v.panicRegion(), me) - x.count());
        }

        private Hint hint(Decision d, String key, Object... args) {
            return new Hint(d, key, args);
        }

        private static String name(int place) {
            return Board.placeName(place);
        }

        /**
         * The chip to keep: what scoring its region now gives this seat, and whether rivals who still act
         * before the scoring could change that (the points are those of the position now, not a promise).
         */
        @Override
        public Hint chooseChip(Decision.ChooseChip x) {
            int region = v.regionOf(x.chip() - 1);
            int points = Scoring.outcome(v, region).points()[me];
            String key = points == 3 ? "hint.chooseChip.win" : points > 0 ? "hint.chooseChip.points"
                    : "hint.chooseChip.least";
            int rivals = rivalsWithin(region);
            if (points > 0 && rivals > 0) {
                key += ".contested";
            }
            return hint(x, key, x.chip(), name(region), points, rivals);
        }

        /**
         * Rivals who are Ichto players this turn (so act before its scoring) and could bring Ichtos into
         * the region: theirs in a bordering ocean, in a region across a shallow gap with Legs, or on land
         * anywhere with Wings.
         */
        private int rivalsWithin(int region) {
            int count = 0;
            for (int s = 0; s < v.players(); s++) {
                if (s == me || s == v.environmentPlayer() || s == v.dummy()) {
                    continue;
                }
                boolean near = v.owns(s, Gene.WINGS) && v.onLand(s) > v.ichtos(region, s);
                for (int o = 0; o < Board.OCEANS && !near; o++) {
                    near = (v.regionOceans(region) & (1 << o)) != 0 && v.ichtos(Board.oceanPlace(o), s) > 0;
                }
                for (int n = v.regionNeighbours(region); n != 0 && !near && v.owns(s, Gene.LEGS); n &= n - 1) {
                    near = v.ichtos(Integer.numberOfTrailingZeros(n), s) > 0;
                }
                count += near ? 1 : 0;
            }
            return count;
        }

        /**
         * Ichtos onto a land region: would the seat lead it, share it or only stand there, and is it
         * likely to be scored soon. Arguments: region, points if scored then, where they come from.
         */
        private Hint ashore(Decision d, String prefix, int region, String from) {
            int points;
            try {
                GameState after = Rules.plan(view.determinize(new SeededRandom(seed)), d);
                region = after.regionOf(region);
                points = Scoring.outcome(after, region).points()[me];
            } catch (RuntimeException e) {
                points = 0;
            }
            String kind;
            if (points == 3) {
                kind = likely(region) ? ".leadLikely" : ".lead";
            } else if (points == 2) {
                kind = ".share";
            } else {
                kind = ".build";
            }
            return hint(d, prefix + kind, name(region), points, from);
        }

        /** True when the seat sees that a chip of the region is chosen, in a hand or remembered. */
        private boolean likely(int region) {
            for (int c = 1; c <= Board.AREAS; c++) {
                if (v.regionOf(c - 1) != region) {
                    continue;
                }
                ChipLocation loc = v.chipLocation(c);
                if (loc == ChipLocation.CHOSEN || loc == ChipLocation.HAND || loc == ChipLocation.DUMMY
                        || (v.knownChips(me) & (1 << c)) != 0) {
                    return true;
                }
            }
            return false;
        }

        private int born(int ocean, int seat, int count) {
            return Math.min(v.reserve(seat), Rules.offspring(count, v.owns(seat, Gene.CARE_OF_YOUNG)));
        }

        @Override
        public Hint breed(Decision.Breed x) {
            int mine = born(x.ocean(), me, v.ichtos(x.ocean(), me));
            int rivals = 0;
            for (int s = 0; s < v.players(); s++) {
                if (s != me) {
                    rivals += born(x.ocean(), s, v.ichtos(x.ocean(), s));
                }
            }
            return rivals == 0 ? hint(x, "hint.breed", name(x.ocean()), mine)
                    : hint(x, "hint.breed.rivals", name(x.ocean()), mine, rivals);
        }

        @Override
        public Hint swim(Decision.Swim x) {
            int there = v.ichtos(x.to(), me) + x.count();
            int born = born(x.to(), me, there);
            return born > 0
                    ? hint(x, "hint.swim.breed", x.count(), name(x.from()), name(x.to()), there, born)
                    : hint(x, "hint.swim.coast", x.count(), name(x.from()), name(x.to()));
        }

        @Override
        public Hint bid(Decision.Bid x) {
            Gene best = null;
            double bestWorth = 0;
            balancedHard();
            Personality p = balancedHardPersonality;
            for (Gene g : Gene.values()) {
                if (v.onDisplay(g) && !v.owns(me, g) && p.worth(g) > bestWorth) {
                    bestWorth = p.worth(g);
                    best = g;
                }
            }
            if (x.amount() > 0 && best != null) {
                return hint(x, "hint.bid", x.amount(), best);
            }
            return x.amount() > 0 ? hint(x, "hint.bid.any", x.amount()) : hint(x, "hint.bid.zero");
        }

        @Override
        public Hint panicRegion(Decision.PanicRegion x) {
            int mine = v.ichtos(x.region(), me);
            int theirs = v.ichtosAt(x.region()) - mine;
            return hint(x, "hint.panicRegion", name(x.region()), mine, theirs);
        }

        @Override
        public Hint earsFlight(Decision.EarsFlight x) {
            int total = x.oceans().total();
            if (total == 0) {
                return hint(x, "hint.earsFlight.none");
            }
            return hint(x, "hint.earsFlight", x.oceans(), total);
        }
    }
}

package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.PlaceCounts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A decision in words, in one language: "Anna lands an Ichto from the West Ocean on area 12."
 * Tells everything the decision holds, also a chip choice or a bid; whoever shows it decides who
 * may see it (the game log gets decisions through {@link EventText}, which hides those two).
 */
public final class DecisionText {
    private final UrlandTexts t;

    public DecisionText(UrlandTexts texts) {
        this.t = Objects.requireNonNull(texts, "texts");
    }

    public UrlandTexts texts() {
        return t;
    }

    /** One sentence for a decision taken by a seat. */
    public String describe(Decision d, int seat, List<Seat> seats) {
        return d.accept(new Sentence(UrlandTexts.seatName(seats, seat), seats));
    }

    /** The sentence of each decision type, for one deciding seat. */
    private final class Sentence implements Decision.Visitor<String> {
        private final String who;
        private final List<Seat> seats;

        Sentence(String who, List<Seat> seats) {
            this.who = who;
            this.seats = seats;
        }

        private String seat(int seat) {
            return UrlandTexts.seatName(seats, seat);
        }

        @Override
        public String chooseChip(Decision.ChooseChip x) {
            return t.format("decision.chooseChip", who, x.chip());
        }

        @Override
        public String land(Decision.Land x) {
            return t.format("decision.land", who, at(x.ocean()), at(x.region()));
        }

        @Override
        public String breed(Decision.Breed x) {
            return t.format("decision.breed", who, at(x.ocean()));
        }

        @Override
        public String swim(Decision.Swim x) {
            return t.format("decision.swim", who, at(x.from()), at(x.to()), x.count());
        }

        @Override
        public String retreat(Decision.Retreat x) {
            return t.format("decision.retreat", who, x.ichtos().total(), placeCounts(x.ichtos()));
        }

        @Override
        public String playExtraTurn(Decision.PlayExtraTurn x) {
            return t.format("decision.extraTurn", who);
        }

        @Override
        public String endActions(Decision.EndActions x) {
            return t.format("decision.endActions", who);
        }

        @Override
        public String assimilate(Decision.Assimilate x) {
            String a = seat(x.victimA());
            if (x.victimA() == x.victimB()) {
                return t.format("decision.assimilate.same", who, at(x.region()), a);
            }
            return t.format("decision.assimilate", who, at(x.region()), a, seat(x.victimB()));
        }

        @Override
        public String landTwo(Decision.LandTwo x) {
            return t.format("decision.landTwo", who, at(x.ocean()), at(x.region()));
        }

        @Override
        public String walk(Decision.Walk x) {
            return t.format("decision.walk", who, at(x.from()), at(x.to()));
        }

        @Override
        public String egg(Decision.Egg x) {
            return t.format("decision.egg", who, at(x.region()));
        }

        @Override
        public String fly(Decision.Fly x) {
            return t.format("decision.fly", who, at(x.from()), at(x.to()), x.count());
        }

        @Override
        public String stink(Decision.Stink x) {
            return t.format("decision.stink", who, at(x.region()), seat(x.victim()), at(x.ocean()));
        }

        @Override
        public String bite(Decision.Bite x) {
            return t.format("decision.bite", who, at(x.place()), seat(x.victim()));
        }

        @Override
        public String bid(Decision.Bid x) {
            return t.format("decision.bid", who, x.amount());
        }

        @Override
        public String buyGene(Decision.BuyGene x) {
            return t.format("decision.buyGene", who, t.gene(x.gene()));
        }

        @Override
        public String passPurchase(Decision.PassPurchase x) {
            return t.format("decision.pass", who);
        }

        @Override
        public String payPrice(Decision.PayPrice x) {
            return t.format("decision.pay", who, x.ichtos().total(), placeCounts(x.ichtos()));
        }

        @Override
        public String panicRegion(Decision.PanicRegion x) {
            return t.format("decision.panicRegion", who, at(x.region()));
        }

        @Override
        public String panicOcean(Decision.PanicOcean x) {
            return t.format("decision.panicOcean", who, at(x.ocean()));
        }

        @Override
        public String earsStay(Decision.EarsStay x) {
            return t.format("decision.earsStay", who, x.count());
        }

        @Override
        public String earsFlight(Decision.EarsFlight x) {
            int total = x.oceans().total();
            return total == 0 ? t.format("decision.earsFlight.none", who)
                    : t.format("decision.earsFlight", who, total, placeCounts(x.oceans()));
        }
    }

    /** Breeding with what it gave, in one sentence: "Anna breeds in the Inner Sea: Anna +2, Bert +1." */
    String breedWithResult(int seat, List<Seat> seats, int ocean, String born) {
        return t.format("decision.breed.result", UrlandTexts.seatName(seats, seat), at(ocean), born);
    }

    private String at(int place) {
        return t.placeInSentence(place);
    }

    /** "2 in area 7, 1 in the North Ocean"; the word for nowhere when empty. */
    String placeCounts(PlaceCounts pc) {
        List<String> items = new ArrayList<>();
        for (int p = 0; p < Board.PLACES; p++) {
            if (pc.get(p) > 0) {
                items.add(t.format("place.count", at(p), pc.get(p)));
            }
        }
        return items.isEmpty() ? t.get("place.nowhere") : String.join(t.get("list.separator"), items);
    }
}

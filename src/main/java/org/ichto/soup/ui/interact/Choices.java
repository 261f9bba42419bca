package org.ichto.soup.ui.interact;

import org.ichto.shell.game.Seat;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.DecisionText;
import org.ichto.soup.ui.text.SoupTexts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The buttons of "What is asked now": one per decision the rules list for the seat to act (except the
 * placements and divisions, which are clicks on the board, Tentacle's cubes, which are counted, and the
 * genes, bought on their cards in the gene pool), each
 * labelled with what it does in this position: where a drift ends, what a die face means, what a feeding
 * eats, what a defect payment gives up. Only listed decisions get a button.
 */
public final class Choices {
    private final SoupState view;
    private final List<Seat> seats;
    private final SoupTexts t;
    private final DecisionText words;

    /**
     * One button: a name for tests and tools, its label, the decision it plays, and the cubes it eats or
     * takes (per colour, for a picture beside the words), or null.
     */
    public record Choice(String name, String label, SoupDecision decision, List<Integer> cubes) {
    }

    public Choices(SoupState view, List<Seat> seats, SoupTexts texts) {
        this.view = view;
        this.seats = seats;
        this.t = texts;
        this.words = new DecisionText(texts, view.board());
    }

    /** The buttons for these legal decisions, in the rules' order. */
    public List<Choice> of(List<SoupDecision> legal) {
        List<Choice> out = new ArrayList<>();
        int feed = 0;
        int defect = 0;
        for (SoupDecision d : legal) {
            Choice c = choice(d, feed, defect);
            if (d instanceof SoupDecision.Feed) {
                feed++;
            } else if (d instanceof SoupDecision.PayDefect) {
                defect++;
            }
            if (c != null) {
                out.add(c);
            }
        }
        return out;
    }

    private SoupBoard board() {
        return view.board();
    }

    private boolean owns(String gene) {
        Gene g = board().gene(gene);
        return g != null && view.owns(view.actor(), g.index());
    }

    private Choice choice(SoupDecision d, int feedIndex, int defectIndex) {
        if (d instanceof SoupDecision.ChooseStartSpace c) {
            return new Choice("start." + c.ladderSpace(), t.format("choice.start", c.ladderSpace()), d, null);
        }
        if (d instanceof SoupDecision.PlaceAmoeba || d instanceof SoupDecision.Divide
                || d instanceof SoupDecision.TakeCubes || d instanceof SoupDecision.BuyGene) {
            return null; // clicks on the board, counted, or bought on the gene pool's cards
        }
        if (d instanceof SoupDecision.Drift) {
            return new Choice("action.drift", driftLabel(), d, null);
        }
        if (d instanceof SoupDecision.Move) {
            return new Choice("action.move", moveLabel(), d, null);
        }
        if (d instanceof SoupDecision.StayPut) {
            return new Choice("action.stayPut", t.get("choice.stayPut"), d, null);
        }
        if (d instanceof SoupDecision.TakeDie f) {
            return new Choice("die." + f.face(), t.format("choice.die", f.face(), faceWords(f.face())), d, null);
        }
        if (d instanceof SoupDecision.ChooseDirection c) {
            return directionChoice(c);
        }
        if (d instanceof SoupDecision.MoveAgain) {
            return new Choice("moveAgain.yes", t.get("choice.moveAgain"), d, null);
        }
        if (d instanceof SoupDecision.StopMoving) {
            return new Choice("moveAgain.no", t.get("choice.stopMoving"), d, null);
        }
        if (d instanceof SoupDecision.Cling c) {
            return new Choice(c.cling() ? "cling.yes" : "cling.no", t.get(c.cling() ? "choice.cling" : "choice.letGo"),
                    d, null);
        }
        if (d instanceof SoupDecision.Feed f) {
            String eat = t.cubes(f.eaten(), seats);
            String label = f.host() >= 0 ? t.format("choice.feed.host", eat, SoupTexts.seatName(seats, f.host()))
                    : t.format("choice.feed", eat);
            return new Choice("feed." + feedIndex, label, d, f.eaten());
        }
        if (d instanceof SoupDecision.Starve) {
            return new Choice("starve", t.get("choice.starve"), d, null);
        }
        if (d instanceof SoupDecision.Attack a) {
            boolean free = view.attackerSeat() < 0 && view.feedMode() == 1;
            return new Choice("attack." + a.seat() + "." + a.number(), t.format(free ? "choice.attack.free"
                    : "choice.attack", t.format("amoeba.of", SoupTexts.seatName(seats, a.seat()), a.number())), d,
                    null);
        }
        if (d instanceof SoupDecision.Defend) {
            return new Choice("answer.defend", t.get("choice.defend"), d, null);
        }
        if (d instanceof SoupDecision.Escape) {
            return new Choice("answer.escape", t.get(owns("Streamlining") ? "choice.escape.free" : "choice.escape"), d,
                    null);
        }
        if (d instanceof SoupDecision.GiveIn) {
            return new Choice("answer.giveIn", t.get("choice.giveIn"), d, null);
        }
        if (d instanceof SoupDecision.PayDefect p) {
            return new Choice("defect." + defectIndex, t.format("choice.defect", words.payment(p.genes(), p.bp())), d,
                    null);
        }
        if (d instanceof SoupDecision.EndPurchase) {
            return new Choice("purchase.done", t.get("choice.endPurchase"), d, null);
        }
        if (d instanceof SoupDecision.EndDivision) {
            return new Choice("division.done", t.get("choice.endDivision"), d, null);
        }
        if (d instanceof SoupDecision.Aggress a) {
            return new Choice("aggress." + a.number() + "." + a.victimSeat() + "." + a.victimNumber(),
                    t.format("choice.aggress", a.number(), t.format("amoeba.of",
                            SoupTexts.seatName(seats, a.victimSeat()), a.victimNumber()),
                            t.space(view.amoebaSpace(view.actor(), a.number()))), d, null);
        }
        if (d instanceof SoupDecision.PassAggression) {
            return new Choice("aggression.pass", t.get("choice.passAggression"), d, null);
        }
        throw new IllegalArgumentException("no button for " + d);
    }

    /** Where the current takes the acting amoeba. */
    private String driftLabel() {
        EnvironmentCard card = view.environment();
        int from = view.amoebaSpace(view.current(), view.amoeba());
        if (card == null || !card.hasDrift()) {
            return t.format("choice.drift.none", t.space(from));
        }
        int to = board().step(from, card.drift());
        return to == from ? t.format("choice.drift.blocked", t.direction(card.drift()), t.space(from))
                : t.format("choice.drift", t.direction(card.drift()), t.space(to));
    }

    /** How the amoeba would move: its genes decide the dice, the BP and the choice. */
    private String moveLabel() {
        String cost = owns("Streamlining") ? t.get("choice.free") : t.format("decision.bp", 1);
        if (owns("Movement II")) {
            return t.format("choice.move.choose", cost);
        }
        return t.format(owns("Movement I") ? "choice.move.twoDice" : "choice.move", cost);
    }

    /** A die face's meaning for the moving amoeba: "east to space 06", "stays", "choose a direction". */
    private String faceWords(int face) {
        var f = board().compass(face);
        if (f.direction() == null) {
            return f.stays() ? t.get("die.stays") : t.get("choice.die.choose");
        }
        return stepWords(f.direction());
    }

    private String stepWords(Direction d) {
        int from = view.stepFrom();
        int to = board().step(from, d);
        return to == from ? t.format("choice.direction.blocked", t.direction(d))
                : t.format("choice.direction.to", t.direction(d), t.space(to));
    }

    private Choice directionChoice(SoupDecision.ChooseDirection c) {
        if (c.direction() == null) {
            return new Choice("direction.stay", t.format("choice.direction.stay", t.space(view.stepFrom())), c, null);
        }
        return new Choice("direction." + c.direction().name().toLowerCase(Locale.ROOT), stepWords(c.direction()), c,
                null);
    }
}

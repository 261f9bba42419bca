package org.ichto.soup.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.SoupDecision;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A decision as a sentence, for the status line after a move, a hint and the menus that offer choices:
 * "Anna places amoeba 2 on space 05". One visitor: a new kind of decision does not compile until it has
 * its words.
 */
public final class DecisionText {
    private final SoupTexts t;
    private final SoupBoard board;

    public DecisionText(SoupTexts texts, SoupBoard board) {
        this.t = Objects.requireNonNull(texts, "texts");
        this.board = Objects.requireNonNull(board, "board");
    }

    /** The decision taken by a seat, in words. */
    public String describe(SoupDecision d, int seat, List<Seat> seats) {
        String who = SoupTexts.seatName(seats, seat);
        return Words.capitalised(d.accept(new Sentence(who, seats)), seats);
    }

    /** Genes and BP paid for a gene defect: "Speed and 2 BP". */
    public String payment(List<Integer> genes, int bp) {
        List<String> parts = new ArrayList<>();
        for (int g : genes) {
            parts.add(t.gene(board.gene(g)));
        }
        if (bp > 0 || parts.isEmpty()) {
            parts.add(t.format("decision.bp", bp));
        }
        return t.list(parts);
    }

    private final class Sentence implements SoupDecision.Visitor<String> {
        private final String who;
        private final List<Seat> seats;

        Sentence(String who, List<Seat> seats) {
            this.who = who;
            this.seats = seats;
        }

        @Override
        public String chooseStartSpace(SoupDecision.ChooseStartSpace d) {
            return t.format("decision.chooseStartSpace", who, d.ladderSpace());
        }

        @Override
        public String placeAmoeba(SoupDecision.PlaceAmoeba d) {
            return t.format("decision.placeAmoeba", who, d.number(), t.space(d.space()));
        }

        @Override
        public String drift(SoupDecision.Drift d) {
            return t.format("decision.drift", who);
        }

        @Override
        public String stayPut(SoupDecision.StayPut d) {
            return t.format("decision.stayPut", who);
        }

        @Override
        public String move(SoupDecision.Move d) {
            return t.format("decision.move", who);
        }

        @Override
        public String takeDie(SoupDecision.TakeDie d) {
            return t.format("decision.takeDie", who, d.face());
        }

        @Override
        public String chooseDirection(SoupDecision.ChooseDirection d) {
            return d.direction() == null ? t.format("decision.stay", who)
                    : t.format("decision.chooseDirection", who, t.direction(d.direction()));
        }

        @Override
        public String moveAgain(SoupDecision.MoveAgain d) {
            return t.format("decision.moveAgain", who);
        }

        @Override
        public String stopMoving(SoupDecision.StopMoving d) {
            return t.format("decision.stopMoving", who);
        }

        @Override
        public String takeCubes(SoupDecision.TakeCubes d) {
            return t.format("decision.takeCubes", who, t.cubes(d.cubes(), seats));
        }

        @Override
        public String cling(SoupDecision.Cling d) {
            return t.format(d.cling() ? "decision.cling" : "decision.letGo", who, d.number());
        }

        @Override
        public String feed(SoupDecision.Feed d) {
            return d.host() >= 0
                    ? t.format("decision.feed.host", who, t.cubes(d.eaten(), seats), SoupTexts.seatName(seats, d.host()))
                    : t.format("decision.feed", who, t.cubes(d.eaten(), seats));
        }

        @Override
        public String starve(SoupDecision.Starve d) {
            return t.format("decision.starve", who);
        }

        @Override
        public String attack(SoupDecision.Attack d) {
            return t.format("decision.attack", who, Words.amoeba(t, seats, d.seat(), d.number()));
        }

        @Override
        public String defend(SoupDecision.Defend d) {
            return t.format("decision.defend", who);
        }

        @Override
        public String escape(SoupDecision.Escape d) {
            return t.format("decision.escape", who);
        }

        @Override
        public String giveIn(SoupDecision.GiveIn d) {
            return t.format("decision.giveIn", who);
        }

        @Override
        public String payDefect(SoupDecision.PayDefect d) {
            return t.format("decision.payDefect", who, payment(d.genes(), d.bp()));
        }

        @Override
        public String buyGene(SoupDecision.BuyGene d) {
            String gene = t.gene(board.gene(d.gene()));
            return d.givesUp() >= 0 ? t.format("decision.buyGene.givingUp", who, gene, t.gene(board.gene(d.givesUp())))
                    : t.format("decision.buyGene", who, gene);
        }

        @Override
        public String endPurchase(SoupDecision.EndPurchase d) {
            return t.format("decision.endPurchase", who);
        }

        @Override
        public String divide(SoupDecision.Divide d) {
            return t.format("decision.divide", who, d.number(), t.space(d.space()));
        }

        @Override
        public String endDivision(SoupDecision.EndDivision d) {
            return t.format("decision.endDivision", who);
        }

        @Override
        public String aggress(SoupDecision.Aggress d) {
            return t.format("decision.aggress", who, d.number(), Words.amoeba(t, seats, d.victimSeat(),
                    d.victimNumber()));
        }

        @Override
        public String passAggression(SoupDecision.PassAggression d) {
            return t.format("decision.passAggression", who);
        }
    }
}

"""Hugging Face ``transformers`` export of fairseq-xl's models (``python -m fairseq_xl.hf.export``)."""
